import type { DocumentNode } from 'graphql';

/**
 * How the service's messages name the call that fixes a problem: a GraphQL root field, as a GraphQL
 * client would write it ("Create it with the mutation `createStore(userId: "alice")`"). Every surface
 * runs the same fields (REST routes and MCP tools are GraphQL operations), so each rewrites the
 * mention into its own words: the REST adapter into the route that runs the field, the MCP server into
 * the tool that does. Nothing else in a message names a surface.
 */
export function fieldToCall(kind: 'query' | 'mutation', field: string, args: Record<string, string> = {}): string {
  const list = Object.entries(args).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return `the ${kind} \`${field}${list.length ? `(${list.join(', ')})` : ''}\``;
}

/** A mention written by `fieldToCall` (a sentence may start with it: "The query `models` ..."). */
const FIELD_IN_TEXT = /\b[Tt]he (query|mutation) `(\w+)(?:\(([^()`]*)\))?`/g;
const ARGUMENT = /(\w+): ("(?:[^"\\]|\\.)*")/g;

export interface FieldMention {
  kind: 'query' | 'mutation';
  field: string;
  /** The arguments the message suggests, by their GraphQL names. */
  args: Record<string, string>;
}

/** Each field a message names, replaced by what `replace` returns (left as it is when undefined). */
export function rewriteFieldMentions(message: string, replace: (mention: FieldMention) => string | undefined): string {
  return message.replace(FIELD_IN_TEXT, (whole, kind: 'query' | 'mutation', field: string, list: string | undefined) => {
    const args: Record<string, string> = {};
    for (const [, name, value] of (list ?? '').matchAll(ARGUMENT)) args[name!] = JSON.parse(value!) as string;
    return replace({ kind, field, args }) ?? whole;
  });
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Suggested arguments as the REST body and the MCP tool take them: `{"user_id": "alice"}`. */
export function snakeCaseJson(args: Record<string, string>): string {
  return `{${Object.entries(args)
    .map(([name, value]) => `"${snake(name)}": ${JSON.stringify(value)}`)
    .join(', ')}}`;
}

/** The root field an operation selects first: the field a REST route or an MCP tool runs. */
export function rootFieldOf(operation: DocumentNode): string | undefined {
  for (const d of operation.definitions) {
    if (d.kind !== 'OperationDefinition') continue;
    const first = d.selectionSet.selections[0];
    if (first?.kind === 'Field') return first.name.value;
  }
  return undefined;
}
