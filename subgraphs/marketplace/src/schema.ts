import { readFileSync } from 'node:fs';

export const marketplaceTypeDefs = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
