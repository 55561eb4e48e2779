import { writeFileSync } from 'node:fs';
import { currentApiSchema, DECLARED, SNAPSHOT } from '../test/schema/public-schema.js';

// Takes the current public GraphQL schema as the snapshot that later changes are checked against,
// and empties the declared breaking changes (they are now part of the snapshot).
writeFileSync(SNAPSHOT, currentApiSchema() + '\n');
writeFileSync(DECLARED, '[]\n');
console.error(`wrote ${SNAPSHOT}`);
