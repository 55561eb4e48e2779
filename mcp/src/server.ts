import { createRequire } from 'node:module';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { memoryErrorBody, normalizeError, type NormalizedError } from '../../common/src/errors.js';
import type { OperationRunner } from './runner.js';
import type { MemoryTool } from './tool.js';
import { messageForTools, toolsByField } from './tool-errors.js';
import { MEMORY_TOOLS } from './tools/index.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** What a model reads about the server as a whole when it connects (tools describe themselves). */
const INSTRUCTIONS = `Long-term memory for agents. Memories live in stores, named by user_id (typically one per end user; every account has "default"; create others with create_store). Retrieval is by meaning, in any language: a memory stored in German answers a question asked in English.
- Before answering, call recall with the user's question to get the relevant memories and recent conversation, bounded to about 1,200 tokens.
- Store a fact worth keeping with store (self-contained sentences); keep the conversation itself with store_turn.
- When a fact changes, find it with search and replace it with supersede; erase with forget only when asked.
- A tool error names what went wrong: not_found_error (a missing store or memory), invalid_request_error (an argument), permission_error (the key lacks the scope named), rate_limit_error (wait as told); its code (not_found, invalid_parameter, insufficient_scope, rate_limit_exceeded, ...) is the one REST and GraphQL answer.`;

const TOOL_OF_FIELD = toolsByField(MEMORY_TOOLS);

function textOfError(error: NormalizedError, requestId: string | undefined): string {
  const { type, message: serviceMessage, ...fields } = memoryErrorBody(error, requestId ?? '').error;
  // The service's messages name GraphQL fields; an agent holding the tools is told which tool to call.
  const message = messageForTools(serviceMessage, TOOL_OF_FIELD);
  const details = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `${type}: ${message}${details.length ? ` (${details.join('; ')})` : ''}`;
}

/** A tool error: the service's error type and message, never a crash of the session. */
function toolError(error: NormalizedError, requestId?: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: textOfError(error, requestId) }] };
}

async function callTool(tool: MemoryTool, args: Record<string, unknown>, runner: OperationRunner): Promise<CallToolResult> {
  try {
    const outcome = await runner.run({
      operation: tool.operation,
      variables: tool.variables(args),
      scope: tool.scope,
      idempotencyKey: typeof args.idempotency_key === 'string' ? args.idempotency_key : undefined,
      store: typeof args.user_id === 'string' ? args.user_id : undefined,
    });
    if (!outcome.ok) return toolError(outcome.error, outcome.requestId);
    const result = tool.result(outcome.data) as Record<string, unknown>;
    const replayed = outcome.replayed ? '\n(The first answer to this idempotency_key, replayed: nothing was written again.)' : '';
    return { structuredContent: result, content: [{ type: 'text', text: tool.summary(result) + replayed }] };
  } catch (err) {
    return toolError(normalizeError(err));
  }
}

/**
 * The memory service as an MCP server: one tool per memory operation, each run through `runner`
 * (the gateway, in process or over HTTP). Transport-agnostic: the edge connects one per `/mcp`
 * request, the stdio entry one per process.
 */
export function createMemoryMcpServer(runner: OperationRunner): McpServer {
  const server = new McpServer(
    { name: 'memory-marketplace', title: 'Memory', version },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of MEMORY_TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: tool.annotations },
      (args: Record<string, unknown>) => callTool(tool, args, runner),
    );
  }
  return server;
}
