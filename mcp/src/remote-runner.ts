import { AppError, ErrorCode, normalizeError } from '../../common/src/errors.js';
import { memoryPayloadError } from '../../common/src/memory-user-errors.js';
import { operationSource } from './operation-source.js';
import type { OperationCall, OperationRunner, RunOutcome } from './runner.js';

export interface RemoteRunnerOptions {
  /** The service's origin (and path prefix, if any), without a trailing slash. */
  serviceUrl: string;
  /** An API key or an OAuth access token; `/graphql` takes either as `Authorization: Bearer`. */
  credential: string;
  /** `X-Service-Model` for every call; unset, the service's default engine. */
  model?: string;
  /** How long one call may take before it is answered as unavailable. */
  timeoutMs?: number;
}

/** Under the 60 s MCP clients commonly wait for a tool, so a hung service still gets a tool error. */
const DEFAULT_TIMEOUT_MS = 30_000;

interface GraphQLResponse {
  data?: unknown;
  errors?: Array<{ message?: string; extensions?: Record<string, unknown> }>;
}

const unavailable = (message: string): RunOutcome<never> => ({ ok: false, error: normalizeError(new AppError(ErrorCode.Unavailable, message)) });

/**
 * Runs the tools' operations against a running service's `/graphql`, as the caller: the service
 * authenticates the credential, checks its scopes, counts the call against the account's budget,
 * honours `Idempotency-Key` and meters it, exactly as for any GraphQL client. Used by the stdio server.
 */
export function remoteRunner(options: RemoteRunnerOptions): OperationRunner {
  const endpoint = `${options.serviceUrl}/graphql`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async run<TData, TVars>(call: OperationCall<TData, TVars>): Promise<RunOutcome<TData>> {
      const { query, operationName } = operationSource(call.operation);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${options.credential}`,
      };
      if (options.model) headers['x-service-model'] = options.model;
      if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables: call.variables, operationName }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if ((err as Error).name === 'TimeoutError') return unavailable(`The memory service at ${options.serviceUrl} did not answer within ${timeoutMs / 1000} s.`);
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        return unavailable(`The memory service at ${options.serviceUrl} could not be reached (${cause?.code ?? cause?.message ?? (err as Error).message}).`);
      }
      const requestId = res.headers.get('x-request-id') ?? undefined;
      let body: GraphQLResponse;
      try {
        body = (await res.json()) as GraphQLResponse;
      } catch {
        return unavailable(`The memory service at ${options.serviceUrl} answered HTTP ${res.status} without a GraphQL response.`);
      }
      const first = body.errors?.[0];
      if (first) return { ok: false, error: normalizeError({ message: first.message ?? '', extensions: first.extensions ?? {} }), requestId };
      if (!res.ok || body.data == null) {
        return unavailable(`The memory service at ${options.serviceUrl} answered HTTP ${res.status} without data.`);
      }
      // A mutation's user error is the tool's error, as REST answers it.
      const failure = memoryPayloadError(body.data, call.variables as Record<string, unknown>);
      if (failure) return { ok: false, error: normalizeError(failure), requestId };
      return { ok: true, data: body.data as TData, replayed: res.headers.get('idempotent-replayed') === 'true' };
    },
  };
}
