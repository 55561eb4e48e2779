import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../common/src/errors.js';
import type { IdempotencyStore } from '../../common/src/idempotency.js';
import { createMemoryMcpServer } from '../../mcp/src/server.js';
import type { Execute } from '../../rest-adapter/src/adapter.js';
import { sendMcpError } from './mcp-errors.js';
import { edgeRunner } from './mcp-runner.js';
import { MCP_SCOPES } from './protected-resource.js';
import { charge, type RateLimits } from './plugins/rate-limit.js';

export interface McpEndpointDeps {
  execute: Execute;
  idempotency?: IdempotencyStore;
  /** Absent, nothing is limited. */
  rateLimits?: RateLimits;
  modelOf: (req: FastifyRequest) => string;
}

/** The request headers the Streamable HTTP transport reads. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'];

/** The JSON-RPC requests (not notifications or responses) in a body: one message or a batch. */
function requestsIn(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((m) => !!m && typeof m === 'object' && 'method' in m && 'id' in m).length;
}

function webRequestOf(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(req.url, 'http://edge.invalid'), { method: req.method, headers });
}

/**
 * MCP over Streamable HTTP at `POST /mcp`, stateless (docs/decisions/mcp.md): each request
 * gets a fresh server whose tools run the memory operations through the gateway for the request's
 * caller. Authentication, the rate limit (one request per HTTP request, when it arrives), the body
 * limit and metering are the edge's own hooks, as for every route; a batch of several JSON-RPC
 * requests costs one request each, as the same REST calls would. Answers are JSON, not event streams.
 */
export function registerMcpEndpoint(app: FastifyInstance, deps: McpEndpointDeps): void {
  app.route({
    // Every method but POST answers 405 in the MCP shape (GET: no event stream, DELETE: no session).
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/mcp',
    handler: async (req, reply) => {
      try {
        if (!req.principal) {
          throw new AppError(
            ErrorCode.Unauthenticated,
            req.credential
              ? 'The API key or access token is invalid, expired or revoked.'
              : 'Authenticate with an API key (X-API-Key or Authorization: Bearer) or an OAuth access token (Authorization: Bearer).',
          );
        }
        // The tools check their own scope; a credential with neither memory scope can use none of them.
        if (!MCP_SCOPES.some((s) => req.principal!.scopes.includes(s))) {
          throw new AppError(ErrorCode.InsufficientScope, `The MCP tools need the scope ${MCP_SCOPES.join(' or ')}; this credential has neither.`, {
            required_scope: MCP_SCOPES.join(' '),
          });
        }
        if (req.method !== 'POST') {
          reply.header('allow', 'POST');
          throw new AppError(ErrorCode.MethodNotAllowed, 'This MCP endpoint is stateless: send every message with POST; there is no event stream to open and no session to end.');
        }
        const requests = requestsIn(req.body);
        if (deps.rateLimits && requests > 1) await charge(deps.rateLimits, req, reply, requests - 1);

        const server = createMemoryMcpServer(edgeRunner(req, { execute: deps.execute, idempotency: deps.idempotency, model: deps.modelOf(req) }));
        const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
        await server.connect(transport);
        try {
          const response = await transport.handleRequest(webRequestOf(req), { parsedBody: req.body });
          const text = await response.text();
          response.headers.forEach((value, name) => void reply.header(name, value));
          return reply.code(response.status).send(text || undefined);
        } finally {
          await server.close();
        }
      } catch (err) {
        if (err instanceof Error && !(err instanceof AppError)) req.log.error({ err }, 'MCP request failed');
        return sendMcpError(reply, err, req);
      }
    },
  });
}
