import type { FastifyRequest } from 'fastify';
import { requireScope } from '../../common/src/authorization.js';
import { normalizeError } from '../../common/src/errors.js';
import type { IdempotencyStore, StoredResponse } from '../../common/src/idempotency.js';
import { memoryPayloadError } from '../../common/src/memory-user-errors.js';
import { operationSource } from '../../mcp/src/operation-source.js';
import type { OperationCall, OperationRunner, RunOutcome } from '../../mcp/src/runner.js';
import type { Execute } from '../../rest-adapter/src/adapter.js';

export interface EdgeRunnerDeps {
  /** Runs a named operation through the gateway for a request's caller (the REST adapter's path). */
  execute: Execute;
  idempotency?: IdempotencyStore;
  /** The engine the request chose (`X-Service-Model`). */
  model: string;
}

/**
 * The tools of one `/mcp` request, run as the REST routes run: the caller's scope is checked first
 * (before any replay), then the named operation goes through the gateway in process with the
 * request's principal, model and request id. An `idempotency_key` follows the rules of a GraphQL
 * mutation sent with `Idempotency-Key`, with the same fingerprint, so the key means the same write
 * whichever way the operation arrives.
 */
export function edgeRunner(req: FastifyRequest, deps: EdgeRunnerDeps): OperationRunner {
  return {
    async run<TData, TVars>(call: OperationCall<TData, TVars>): Promise<RunOutcome<TData>> {
      try {
        const principal = requireScope(req, call.scope);
        const variables = call.variables as Record<string, unknown>;
        const execute = async (): Promise<StoredResponse> => {
          const result = await deps.execute(call.operation, variables, req);
          if (result.errors?.length) throw result.errors[0];
          if (!result.data) throw new Error('operation returned no data');
          // A mutation's user error is the tool's error, as REST answers it (and is never kept for a replay).
          const failure = memoryPayloadError(result.data, variables);
          if (failure) throw failure;
          return { status: 200, body: { data: result.data } };
        };
        if (!call.idempotencyKey || !deps.idempotency) return { ok: true, data: ((await execute()).body as { data: TData }).data };
        const { query, operationName } = operationSource(call.operation);
        const outcome = await deps.idempotency.run(
          {
            accountId: principal.accountId,
            credentialId: principal.keyId,
            key: call.idempotencyKey,
            fingerprintParts: ['graphql', query, variables, operationName, deps.model],
            store: call.store,
          },
          execute,
        );
        return { ok: true, data: (outcome.response.body as { data: TData }).data, replayed: outcome.kind === 'replay' };
      } catch (err) {
        const error = normalizeError(err);
        if (error.status >= 500) req.log.error({ err }, 'MCP tool failed');
        return { ok: false, error, requestId: String(req.id) };
      }
    },
  };
}
