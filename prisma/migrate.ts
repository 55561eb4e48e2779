import path from 'node:path';
import { loadConfig, projectRoot } from '../common/src/config.js';
import { migrate } from '../common/src/db/migrate.js';

const result = await migrate(loadConfig().database.url, path.join(projectRoot, 'prisma/migrations'));
console.log(JSON.stringify(result));
