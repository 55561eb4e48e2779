import type { DocumentNode } from 'graphql';
import { memoryRoutes } from '../../rest-adapter/src/routes/memory.js';
import type { MemoryTool } from './tool.js';

const operationName = (doc: DocumentNode): string | undefined =>
  doc.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))[0];

/**
 * `METHOD path` of each REST route onto the tool that runs the same operation: the service's messages
 * name the REST route that fixes a problem ("create it with POST /api/v1/memory/collection"), and an
 * agent holding only the tools is told the tool instead.
 */
export function toolsByRoute(tools: readonly MemoryTool[]): ReadonlyMap<string, string> {
  const byOperation = new Map(tools.map((t) => [operationName(t.operation), t.name]));
  return new Map(
    memoryRoutes.flatMap((r) => {
      const tool = byOperation.get(operationName(r.operation));
      return tool ? [[`${r.method} ${r.path}`, tool] as const] : [];
    }),
  );
}

/** A REST route named in a message, with the JSON body the message suggests for it, if any. */
const ROUTE_IN_TEXT = /\b(GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/[\w/-]*\w)( \{[^{}]*\})?/g;
/** The one route without a tool: which engines exist is the MCP host's setting, not the agent's. */
const MODELS_SENTENCE = /GET \/api\/v1\/models lists the models\./g;

/**
 * The message in the tools' words: a route that has a tool becomes "the `create_store` tool" (its
 * suggested body the tool's arguments, which have the same names); the models list, which no tool
 * reads, becomes the setting that chooses the model.
 */
export function messageForTools(message: string, routes: ReadonlyMap<string, string>): string {
  return message
    .replace(MODELS_SENTENCE, 'The MCP host chooses the model with the X-Service-Model header (MCP_SERVICE_MODEL for the stdio server); leave it unset for the default.')
    .replace(ROUTE_IN_TEXT, (whole, method: string, path: string, body: string | undefined) => {
      const tool = routes.get(`${method} ${path}`);
      if (!tool) return whole;
      return body ? `the ${tool} tool (arguments ${body.trim()})` : `the ${tool} tool`;
    });
}
