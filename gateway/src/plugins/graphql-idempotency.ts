import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse, type OperationDefinitionNode } from 'graphql';
import { parseIdempotencyKey, type Claim, type IdempotencyStore } from '../../../common/src/idempotency.js';
import { REPLAY_HEADER } from '../../../rest-adapter/src/adapter.js';
import { sendGraphQLError } from '../graphql-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while a GraphQL mutation sent with `Idempotency-Key` runs; settled when it answers. */
    idempotencyClaim?: Claim;
  }
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** True when the operation the request runs is a mutation (queries never need a key). */
export function runsMutation(body: GraphQLBody | undefined): boolean {
  if (!body || typeof body.query !== 'string') return false;
  try {
    const operations = parse(body.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    const chosen = typeof body.operationName === 'string' ? operations.find((o) => o.name?.value === body.operationName) : operations.length === 1 ? operations[0] : undefined;
    return chosen?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** The memory store a mutation writes to (its `userId` variable), so `forget` can erase its replays. */
export function storeOf(variables: unknown): string | undefined {
  if (!variables || typeof variables !== 'object') return undefined;
  for (const [key, value] of Object.entries(variables as Record<string, unknown>)) {
    if (key === 'userId' && typeof value === 'string') return value;
    const nested = storeOf(value);
    if (nested) return nested;
  }
  return undefined;
}

/** True when a mutation's payload answered user errors (nothing was written, as for a REST 4xx). */
function hasUserErrors(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return Object.values(data).some((v) => {
    const errors = (v as { userErrors?: unknown } | null)?.userErrors;
    return Array.isArray(errors) && errors.length > 0;
  });
}

/**
 * `Idempotency-Key` on GraphQL mutations, with the REST rules: the first successful answer (2xx, no
 * `errors`, and no payload with `userErrors`: those are failures too) is replayed for ten minutes, the same key with another request answers 422, failures are
 * not kept.
 */
export function registerGraphQLIdempotency(scope: FastifyInstance, store: IdempotencyStore, modelOf: (req: FastifyRequest) => string): void {
  scope.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers['idempotency-key'];
    const body = req.body as GraphQLBody | undefined;
    if (header === undefined || req.method !== 'POST' || !req.principal || !runsMutation(body)) return;
    try {
      const key = parseIdempotencyKey(header)!;
      const started = await store.begin({
        accountId: req.principal.accountId,
        credentialId: req.principal.keyId,
        key,
        fingerprintParts: ['graphql', body!.query, body!.variables ?? null, body!.operationName ?? null, modelOf(req)],
        store: storeOf(body!.variables),
      });
      if (started.kind === 'replay') {
        return reply
          .code(started.response.status)
          .header(REPLAY_HEADER, 'true')
          .header('content-type', 'application/json; charset=utf-8')
          .send(started.response.body);
      }
      req.idempotencyClaim = started.claim;
    } catch (err) {
      return sendGraphQLError(reply, err, req);
    }
  });

  scope.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = undefined;
    let body: { errors?: unknown; data?: unknown } | undefined;
    try {
      body = JSON.parse(String(payload)) as { errors?: unknown; data?: unknown };
    } catch {
      body = undefined;
    }
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && body !== undefined && !body.errors && !hasUserErrors(body.data);
    await claim.settle(succeeded ? { status: reply.statusCode, body } : undefined);
    return payload;
  });
}
