import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySchemaValidationError, FastifySerializerCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Readable } from 'node:stream';
import {
  AppError,
  ErrorCode,
  invalid,
  marketplaceErrorBody,
  memoryErrorBody,
  normalizeError,
  type NormalizedError,
} from '../../common/src/errors.js';
import { parseIdempotencyKey, type IdempotencyStore, type StoredResponse } from '../../common/src/idempotency.js';
import { memoryPayloadError } from '../../common/src/memory-user-errors.js';
import { requireScope } from '../../common/src/authorization.js';
import { DEFAULT_MODEL } from '../../common/src/principal.js';
import { rewriteFieldMentions, rootFieldOf, snakeCaseJson } from '../../common/src/remedy.js';
import { pathParamsSchema, responsesOf, successStatus, type RestRoute, type Surface } from './route.js';
import { routes } from './routes/index.js';

export type Execute = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  req: FastifyRequest,
) => Promise<FormattedExecutionResult>;

/** Seconds a client waits before retrying a 503 (the spec's clients honour `Retry-After`). */
const UNAVAILABLE_RETRY_AFTER_S = '1';

/** The error envelope of a surface, built from the one error model. */
export function restErrorBody(surface: Surface, err: unknown, req: FastifyRequest): unknown {
  return envelope(surface, normalizeError(err), req);
}

function envelope(surface: Surface, n: NormalizedError, req: FastifyRequest): unknown {
  const rest = { ...n, message: restMessage(n.message) };
  return surface === 'memory' ? memoryErrorBody(rest, String(req.id)) : marketplaceErrorBody(rest, String(req.id));
}

/** `METHOD path` of the route that runs each GraphQL root field (the first route, when several do). */
const ROUTE_OF_FIELD: ReadonlyMap<string, string> = (() => {
  const byField = new Map<string, string>();
  for (const route of routes) {
    const field = rootFieldOf(route.operation);
    if (field && !byField.has(field)) byField.set(field, `${route.method} ${route.path}`);
  }
  return byField;
})();

/**
 * The message in REST's words: the service names the GraphQL field that fixes a problem
 * (common/src/remedy.ts); a REST caller is told the route that runs it, with the suggested arguments
 * as its JSON body ("Create it with POST /api/v1/memory/collection {"user_id": "alice"}").
 */
export function restMessage(message: string): string {
  return rewriteFieldMentions(message, ({ field, args }) => {
    const route = ROUTE_OF_FIELD.get(field);
    if (!route) return undefined;
    return Object.keys(args).length ? `${route} ${snakeCaseJson(args)}` : route;
  });
}

/** Answers with the error envelope of the route's surface. */
export function sendRestError(reply: FastifyReply, surface: Surface, err: unknown, req: FastifyRequest): FastifyReply {
  const n = normalizeError(err);
  const body = envelope(surface, n, req);
  // A part of the service is briefly out of reach: clients retry, after this long.
  if (n.code === ErrorCode.Unavailable) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_S);
  return reply.code(n.status).header('content-type', 'application/json; charset=utf-8').send(body);
}

function issuesToError(details: Array<{ field: string; message: string }>): AppError {
  const first = details[0]!;
  const message =
    first.field === '(body)' ? 'The request body must be a JSON object.' : first.message.startsWith('`') ? first.message : `\`${first.field}\`: ${first.message}`;
  return invalid(message, { param: first.field, details });
}

/**
 * The input error of a request Fastify validated against the route's schemas: the zod issues the
 * validator compiler reported (`instancePath` is the issue's path, `/`-joined), in the error model.
 */
function validationToError(error: Error & { validation?: FastifySchemaValidationError[] }): AppError {
  const issues = error.validation ?? [];
  if (!issues.length) return invalid(error.message);
  return issuesToError(issues.map((i) => ({ field: i.instancePath.split('/').slice(1).join('.') || '(body)', message: i.message ?? 'Invalid input' })));
}

/**
 * Answers are written by the routes' views against the declared response schemas (the contract
 * tests and the schemathesis run check they match); they are written as they are, never re-parsed:
 * an answer failing a schema at run time must not turn a write already done into a 500.
 */
const writeJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * Checks the caller's credential: an API key or an OAuth access token, in `X-API-Key` or in
 * `Authorization: Bearer` on both surfaces (the edge has refused two headers that disagree).
 */
function checkKey(route: RestRoute, req: FastifyRequest): void {
  if (route.auth === 'none') return;
  if (!req.credential) {
    const header = route.surface === 'memory' ? 'X-API-Key or Authorization: Bearer' : 'Authorization: Bearer (or X-API-Key)';
    throw new AppError(ErrorCode.Unauthenticated, `Missing API key: send it in the ${header} header.`);
  }
  if (!req.principal) throw new AppError(ErrorCode.Unauthenticated, 'The API key or access token is invalid, expired or revoked.');
}

export interface RestDeps {
  execute: Execute;
  /** Absent: `Idempotency-Key` is accepted but not acted on (no Redis). */
  idempotency?: IdempotencyStore;
}

/** The header that marks an answer as a replay of an earlier request with the same key. */
export const REPLAY_HEADER = 'idempotent-replayed';

/**
 * A query changes nothing (the GraphQL contract): its route may run while its request is counted
 * against the account's budget (see the edge's rate limits).
 */
function readOnly(route: RestRoute): boolean {
  return route.operation.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'query');
}

/**
 * The route's input, validated. Fastify validates an absent body as `null` (a JSON `null` body too);
 * to the route's schema an absent body is `undefined`, as it was sent, so that a route whose body is
 * optional takes a request without one.
 */
function inputOf(route: RestRoute, req: FastifyRequest, validated: unknown, sent: unknown): unknown {
  const failure = req.validationError as (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
  if (!failure) return validated;
  if (failure.validationContext === 'body' && sent === undefined) {
    const absent = route.input.safeParse(undefined);
    if (absent.success) return absent.data;
    throw issuesToError(absent.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message })));
  }
  throw validationToError(failure);
}

/** The request as it came, before validation replaced it with its parsed value (idempotency fingerprints the sent request). */
const sentInput = new WeakMap<FastifyRequest, unknown>();

/**
 * A streaming route's answer: its operation run page by page, each page's items written as lines,
 * the next page read only when the client has taken the last (`highWaterMark: 1`).
 */
async function streamPages(route: RestRoute, variables: Record<string, unknown>, req: FastifyRequest, reply: FastifyReply, execute: Execute): Promise<FastifyReply> {
  const stream = route.stream!;
  const page = async (vars: Record<string, unknown>) => {
    const result = await execute(route.operation, vars, req);
    if (result.errors?.length) throw result.errors[0];
    if (!result.data) throw new Error('operation returned no data');
    return result.data;
  };
  // Refusals (a missing store, a bad input) answer as any route's, before the first byte.
  const first = await page(variables);
  async function* lines() {
    let data: unknown = first;
    let vars: Record<string, unknown> | null = variables;
    while (vars) {
      const items = stream.items(data);
      if (items.length) yield items.map((item) => `${JSON.stringify(item)}\n`).join('');
      vars = stream.next(data, vars) as Record<string, unknown> | null;
      if (!vars) return;
      try {
        data = await page(vars);
      } catch (err) {
        req.log.warn({ err }, 'stream ended by an error');
        yield `${JSON.stringify(restErrorBody(route.surface, err, req))}\n`;
        return;
      }
    }
  }
  return reply.code(successStatus(route)).header('content-type', stream.contentType).send(Readable.from(lines(), { objectMode: true, highWaterMark: 1 }));
}

/**
 * An NDJSON body (`application/x-ndjson`) as the input of a route that takes one: its lines, each a
 * JSON document, become the route's array field, and `user_id` comes from the query string. A line
 * that is not JSON is a 400 naming it.
 */
function parseNdjson(field: string) {
  return (req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    const items: unknown[] = [];
    const lines = body.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (!line) continue;
      try {
        items.push(JSON.parse(line));
      } catch {
        done(Object.assign(invalid(`Line ${i + 1} of the NDJSON body is not JSON.`, { param: field, line: i + 1 }), { statusCode: 400 }));
        return;
      }
    }
    const userId = (req.query as Record<string, unknown> | undefined)?.user_id;
    done(null, { ...(userId !== undefined ? { user_id: userId } : {}), [field]: items });
  };
}

export function registerRestRoutes(app: FastifyInstance, deps: RestDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const route of routes.filter((r) => !r.ndjsonBody)) registerRoute(typed, route, deps);
  // Routes that also take NDJSON, in a context of their own: no other route meets that parser.
  for (const route of routes.filter((r) => r.ndjsonBody)) {
    void app.register(async (scope) => {
      scope.addContentTypeParser('application/x-ndjson', { parseAs: 'string' }, parseNdjson(route.ndjsonBody!));
      registerRoute(scope.withTypeProvider<ZodTypeProvider>(), route, deps);
    });
  }
}

function registerRoute(typed: ReturnType<FastifyInstance['withTypeProvider']>, route: RestRoute, deps: RestDeps): void {
  {
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const params = pathParamsSchema(route.path);
    typed.route({
      method: route.method,
      url: route.path,
      config: { readOnly: readOnly(route) },
      schema: {
        ...(inQuery ? { querystring: route.input } : { body: route.input }),
        ...(params ? { params } : {}),
        response: responsesOf(route),
      },
      // Per route, so that nothing else on the edge (GraphQL, MCP, OAuth) meets a zod compiler.
      validatorCompiler: validatorCompiler as FastifySchemaCompiler<unknown>,
      serializerCompiler: writeJson,
      // The credential and the scope are judged before the input (a caller without them learns
      // nothing of the route's input rules): the handler answers a validation error after them.
      attachValidation: true,
      preValidation: (req, _reply, done) => {
        sentInput.set(req, inQuery ? req.query : req.body);
        done();
      },
      handler: async (req, reply) => {
        try {
          checkKey(route, req);
          // Authorisation first: an Idempotency-Key replay below must never answer a caller the write would refuse.
          if (route.scope) requireScope(req, route.scope);
          const idempotencyKey = route.idempotent ? parseIdempotencyKey(req.headers['idempotency-key']) : undefined;
          const raw = sentInput.get(req);
          const input = inputOf(route, req, inQuery ? req.query : req.body, raw);
          const pathParams = req.params as Record<string, string>;
          if (route.stream) return await streamPages(route, route.variables(input, pathParams) as Record<string, unknown>, req, reply, deps.execute);
          const run = async (): Promise<StoredResponse> => {
            const variables = route.variables(input, pathParams) as Record<string, unknown>;
            const result = await deps.execute(route.operation, variables, req);
            if (result.errors?.length) throw result.errors[0];
            if (!result.data) throw new Error('operation returned no data');
            // A memory mutation's user error answers the error the route always gave for it.
            const failure = route.surface === 'memory' ? memoryPayloadError(result.data, variables) : undefined;
            if (failure) throw failure;
            return { status: successStatus(route), body: route.response(result.data, input) };
          };
          if (!idempotencyKey || !deps.idempotency || !req.principal) {
            const response = await run();
            return reply.code(response.status).send(response.body);
          }
          const body = raw as Record<string, unknown> | undefined;
          const outcome = await deps.idempotency.run(
            {
              accountId: req.principal.accountId,
              credentialId: req.principal.keyId,
              key: idempotencyKey,
              // The same write: same route, same parameters, same body, same engine.
              fingerprintParts: [route.method, route.path, pathParams, raw ?? null, String(req.headers['x-service-model'] ?? '').trim() || DEFAULT_MODEL],
              store: route.surface === 'memory' && typeof body?.user_id === 'string' ? body.user_id : undefined,
            },
            run,
          );
          if (outcome.kind === 'replay') reply.header(REPLAY_HEADER, 'true');
          return reply.code(outcome.response.status).send(outcome.response.body);
        } catch (err) {
          const n = normalizeError(err);
          if (n.status >= 500) req.log.error({ err }, 'REST route failed');
          return sendRestError(reply, route.surface, err, req);
        }
      },
    });
  }
}
