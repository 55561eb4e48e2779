import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { NormalizedError } from '../../common/src/errors.js';
import type { Scope } from '../../common/src/principal.js';

/** One named GraphQL operation a tool runs for its caller. */
export interface OperationCall<TData, TVars> {
  operation: TypedDocumentNode<TData, TVars>;
  variables: TVars;
  /** The scope the caller's key or token must carry (`memory:read` for reads, `memory:write` for writes). */
  scope: Scope;
  /** The caller's `Idempotency-Key` for this write, when it gave one. */
  idempotencyKey?: string;
  /** The memory store the call names (so `forget` can erase replays that hold its content). */
  store?: string;
}

/** Expected failures are values: the service's error in the one error model, with its request id. */
export type RunOutcome<TData> =
  | { ok: true; data: TData; /** The answer is the replay of an earlier call with the same idempotency key. */ replayed?: boolean }
  | { ok: false; error: NormalizedError; requestId?: string };

/**
 * How the tools reach the memory service: through the gateway, as every other client does, so that
 * authentication, scopes, rate limits, idempotency and metering apply. The edge runs the operation in
 * process for the `/mcp` request's caller (`gateway/src/mcp-runner.ts`); the stdio server sends it to
 * a running service's `/graphql` (`remote-runner.ts`). Never throws.
 */
export interface OperationRunner {
  run<TData, TVars>(call: OperationCall<TData, TVars>): Promise<RunOutcome<TData>>;
}
