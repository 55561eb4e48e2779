import { rewriteFieldMentions, rootFieldOf, snakeCaseJson } from '../../common/src/remedy.js';
import type { MemoryTool } from './tool.js';

/**
 * Each GraphQL root field onto the tool that runs it: the service's messages name the field that
 * fixes a problem ("create it with the mutation `createStore(userId: "alice")`", common/src/remedy.ts),
 * and an agent holding only the tools is told the tool instead.
 */
export function toolsByField(tools: readonly MemoryTool[]): ReadonlyMap<string, string> {
  const byField = new Map<string, string>();
  for (const tool of tools) {
    const field = rootFieldOf(tool.operation);
    if (field && !byField.has(field)) byField.set(field, tool.name);
  }
  return byField;
}

/** The one field without a tool: which engines exist is the MCP host's setting, not the agent's. */
const MODELS_SENTENCE = /[Tt]he query `models` lists the models\./g;

/**
 * The message in the tools' words: a field that has a tool becomes "the `create_store` tool" (its
 * suggested arguments the tool's, which have the same names in snake case); the models list, which no
 * tool reads, becomes the setting that chooses the model.
 */
export function messageForTools(message: string, tools: ReadonlyMap<string, string>): string {
  const text = message.replace(
    MODELS_SENTENCE,
    'The MCP host chooses the model with the X-Service-Model header (MCP_SERVICE_MODEL for the stdio server); leave it unset for the default.',
  );
  return rewriteFieldMentions(text, ({ field, args }) => {
    const tool = tools.get(field);
    if (!tool) return undefined;
    return Object.keys(args).length ? `the ${tool} tool (arguments ${snakeCaseJson(args)})` : `the ${tool} tool`;
  });
}
