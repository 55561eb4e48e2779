import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, memoryErrorBody, normalizeError } from '../../common/src/errors.js';
import { mcpChallenge } from './protected-resource.js';

/** JSON-RPC's "server error" code, which the MCP SDK's own transport refusals use too. */
const JSONRPC_SERVER_ERROR = -32000;

/**
 * A refusal of a `/mcp` request before any MCP message runs (no or a bad credential, rate limit, body
 * limit, a body that is not JSON) as a JSON-RPC error, the shape MCP clients read. `error.data`
 * carries the memory service's error object (`type`, `message`, `request_id` and typed fields).
 */
export function sendMcpError(reply: FastifyReply, err: unknown, req: FastifyRequest): FastifyReply {
  const n = normalizeError(err);
  const { error } = memoryErrorBody(n, String(req.id));
  // RFC 6750 §3 and RFC 9728 §5.1: a 401 names the scheme, the resource metadata an OAuth client
  // starts from and the scopes to ask for, and says when the presented credential was the problem;
  // a 403 for a credential without the memory scopes says which scopes would do.
  if (n.code === ErrorCode.Unauthenticated) reply.header('www-authenticate', mcpChallenge(req, req.credential ? 'invalid_token' : undefined));
  if (n.code === ErrorCode.InsufficientScope) reply.header('www-authenticate', mcpChallenge(req, 'insufficient_scope'));
  if (n.code === ErrorCode.Unavailable) reply.header('retry-after', '1');
  return reply
    .code(n.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', id: null, error: { code: JSONRPC_SERVER_ERROR, message: n.message, data: error } });
}
