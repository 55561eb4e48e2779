import { readFileSync } from 'node:fs';

export const memoryTypeDefs = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
