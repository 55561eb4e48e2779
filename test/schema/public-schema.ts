import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { projectRoot } from '../../common/src/config.js';
import { composeSupergraph } from '../../gateway/src/compose.js';
import { memoryTypeDefs } from '../../subgraphs/memory/src/schema.js';
import { marketplaceTypeDefs } from '../../subgraphs/marketplace/src/schema.js';

/**
 * The public schema's compatibility check: the API schema composed from the subgraphs now, against
 * the committed snapshot of the last accepted one (`schema/api-schema.graphql`). A breaking change
 * must be declared in `schema/breaking-changes.json` (its message and why); `npm run schema:accept`
 * takes the current schema as the new snapshot and empties the declarations.
 */
export const SNAPSHOT = path.join(projectRoot, 'schema/api-schema.graphql');
export const DECLARED = path.join(projectRoot, 'schema/breaking-changes.json');

export interface DeclaredChange {
  /** The change as graphql-inspector words it, e.g. `Field 'Query.usage' was removed`. */
  message: string;
  /** Why clients may take it (who uses the field, how they were told). */
  reason: string;
}

export function currentApiSchema(): string {
  return composeSupergraph([
    { name: 'memory', typeDefs: memoryTypeDefs },
    { name: 'marketplace', typeDefs: marketplaceTypeDefs },
  ]).apiSchemaSdl;
}

export function readDeclared(): DeclaredChange[] {
  return JSON.parse(readFileSync(DECLARED, 'utf8')) as DeclaredChange[];
}

/** The breaking changes from `before` to `after`. */
export async function breakingChanges(before: string, after: string): Promise<Change[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
}

/** Breaking changes not declared, and declarations that match no change (stale). */
export function undeclared(breaking: Change[], declared: DeclaredChange[]) {
  const messages = new Set(breaking.map((c) => c.message));
  return {
    undeclared: breaking.filter((c) => !declared.some((d) => d.message === c.message)),
    stale: declared.filter((d) => !messages.has(d.message)),
  };
}
