import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { z } from 'zod';
import {
  AppError,
  ErrorCode,
  invalid,
  marketplaceErrorBody,
  memoryErrorBody,
  normalizeError,
} from '../../common/src/errors.js';
import type { RestRoute, Surface } from './route.js';
import { routes } from './routes/index.js';

export type Execute = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  req: FastifyRequest,
) => Promise<FormattedExecutionResult>;

export function surfaceOf(url: string): Surface {
  return url.startsWith('/api/') ? 'memory' : 'marketplace';
}

/** Answers with the error envelope of the route's surface, built from the one error model. */
export function sendRestError(reply: FastifyReply, surface: Surface, err: unknown, req: FastifyRequest): FastifyReply {
  const n = normalizeError(err);
  const requestId = String(req.id);
  const body = surface === 'memory' ? memoryErrorBody(n, requestId) : marketplaceErrorBody(n, requestId);
  return reply.code(n.status).header('content-type', 'application/json; charset=utf-8').send(body);
}

function zodToError(error: z.ZodError): AppError {
  const details = error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  const first = details[0]!;
  const message =
    first.field === '(body)' ? 'The request body must be a JSON object.' : first.message.startsWith('`') ? first.message : `\`${first.field}\`: ${first.message}`;
  return invalid(message, { param: first.field, details });
}

/** Checks the surface's own key header: `X-API-Key` for memory, `Authorization: Bearer` for `/v1`. */
function checkKey(route: RestRoute, req: FastifyRequest): void {
  if (route.auth === 'none') return;
  const credential = req.credential;
  const wanted = route.surface === 'memory' ? 'api-key' : 'bearer';
  const header = route.surface === 'memory' ? 'X-API-Key' : 'Authorization: Bearer';
  if (!credential || credential.scheme !== wanted) {
    throw new AppError(ErrorCode.Unauthenticated, `Missing API key: send it in the ${header} header.`);
  }
  if (!req.principal) throw new AppError(ErrorCode.Unauthenticated, 'The API key is invalid or revoked.');
}

export function registerRestRoutes(app: FastifyInstance, deps: { execute: Execute }): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        try {
          checkKey(route, req);
          const raw = route.method === 'GET' || route.method === 'DELETE' ? req.query : req.body;
          const parsed = route.input.safeParse(raw ?? undefined);
          if (!parsed.success) throw zodToError(parsed.error);
          const variables = route.variables(parsed.data, req.params as Record<string, string>) as Record<string, unknown>;
          const result = await deps.execute(route.operation, variables, req);
          if (result.errors?.length) throw result.errors[0];
          if (!result.data) throw new Error('operation returned no data');
          return reply.send(route.response(result.data, parsed.data));
        } catch (err) {
          const n = normalizeError(err);
          if (n.status >= 500) req.log.error({ err }, 'REST route failed');
          return sendRestError(reply, route.surface, err, req);
        }
      },
    });
  }
}
