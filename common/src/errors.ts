import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { currentRequestId } from './request-context.js';

/** Every error the service can answer with. One enum for both REST surfaces and GraphQL. */
export enum ErrorCode {
  InvalidRequest = 'INVALID_REQUEST',
  Unauthenticated = 'UNAUTHENTICATED',
  InsufficientScope = 'INSUFFICIENT_SCOPE',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  Gone = 'GONE',
  Conflict = 'CONFLICT',
  IdempotencyMismatch = 'IDEMPOTENCY_MISMATCH',
  IdempotencyInProgress = 'IDEMPOTENCY_IN_PROGRESS',
  RateLimited = 'RATE_LIMITED',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** A GraphQL document over one of the edge's limits (size, tokens, depth, aliases, operations, cost). */
  QueryTooComplex = 'QUERY_TOO_COMPLEX',
  Unavailable = 'UNAVAILABLE',
  Internal = 'INTERNAL',
}

interface CodeInfo {
  status: number;
  /** `error.type` in the memory envelope (the memory spec's coarse kinds). */
  memoryType: string;
  /**
   * The error's code on every surface (docs/decisions/error-codes.md): `error.code` in the
   * marketplace envelope (the spec's words) and in the memory envelope (next to `error.type`),
   * `extensions.code` in GraphQL, `code` in MCP errors.
   */
  marketplaceCode: string;
}

export const ERROR_CODES: Record<ErrorCode, CodeInfo> = {
  [ErrorCode.InvalidRequest]: { status: 400, memoryType: 'invalid_request_error', marketplaceCode: 'invalid_parameter' },
  [ErrorCode.Unauthenticated]: { status: 401, memoryType: 'authentication_error', marketplaceCode: 'authentication_failed' },
  [ErrorCode.InsufficientScope]: { status: 403, memoryType: 'permission_error', marketplaceCode: 'insufficient_scope' },
  [ErrorCode.Forbidden]: { status: 403, memoryType: 'permission_error', marketplaceCode: 'forbidden' },
  [ErrorCode.NotFound]: { status: 404, memoryType: 'not_found_error', marketplaceCode: 'not_found' },
  [ErrorCode.MethodNotAllowed]: { status: 405, memoryType: 'invalid_request_error', marketplaceCode: 'method_not_allowed' },
  [ErrorCode.Gone]: { status: 410, memoryType: 'not_found_error', marketplaceCode: 'version_removed' },
  [ErrorCode.Conflict]: { status: 409, memoryType: 'invalid_request_error', marketplaceCode: 'conflict' },
  [ErrorCode.IdempotencyMismatch]: { status: 422, memoryType: 'idempotency_error', marketplaceCode: 'idempotency_key_reused' },
  [ErrorCode.IdempotencyInProgress]: { status: 409, memoryType: 'idempotency_error', marketplaceCode: 'idempotency_key_in_use' },
  [ErrorCode.RateLimited]: { status: 429, memoryType: 'rate_limit_error', marketplaceCode: 'rate_limit_exceeded' },
  [ErrorCode.PayloadTooLarge]: { status: 413, memoryType: 'request_too_large', marketplaceCode: 'payload_too_large' },
  [ErrorCode.QueryTooComplex]: { status: 400, memoryType: 'invalid_request_error', marketplaceCode: 'query_too_complex' },
  [ErrorCode.Unavailable]: { status: 503, memoryType: 'overloaded_error', marketplaceCode: 'service_unavailable' },
  [ErrorCode.Internal]: { status: 500, memoryType: 'api_error', marketplaceCode: 'internal_error' },
};

/** Typed extra fields carried next to the message, e.g. `speaker`, `speaker_limit`, `required_scope`. */
export type ErrorFields = Record<string, unknown>;

/** An expected failure: it has a code, a message safe to show, and optional typed fields. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: ErrorFields = {},
  ) {
    super(message);
  }

  /** The same failure as a GraphQL error, for resolvers. */
  toGraphQL(): GraphQLError {
    return new GraphQLError(this.message, { extensions: { code: this.code, ...this.fields } });
  }
}

/** The error's code in the one vocabulary every surface answers with (snake_case, the marketplace spec's words). */
export function wireCode(code: ErrorCode): string {
  return ERROR_CODES[code].marketplaceCode;
}

export const invalid = (message: string, fields?: ErrorFields) => new AppError(ErrorCode.InvalidRequest, message, fields);
export const notFound = (message: string, fields?: ErrorFields) => new AppError(ErrorCode.NotFound, message, fields);

export interface NormalizedError {
  code: ErrorCode;
  status: number;
  message: string;
  fields: ErrorFields;
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** Codes that Apollo and graphql-js produce themselves. */
const FOREIGN_CODES: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: ErrorCode.InvalidRequest,
  GRAPHQL_VALIDATION_FAILED: ErrorCode.InvalidRequest,
  BAD_USER_INPUT: ErrorCode.InvalidRequest,
  BAD_REQUEST: ErrorCode.InvalidRequest,
  PERSISTED_QUERY_NOT_FOUND: ErrorCode.InvalidRequest,
  OPERATION_RESOLUTION_FAILURE: ErrorCode.InvalidRequest,
  UNAUTHENTICATED: ErrorCode.Unauthenticated,
  FORBIDDEN: ErrorCode.Forbidden,
};

/** The codes as they cross the wire (a subgraph's answer read by the gateway, or by a client of ours). */
const WIRE_CODES: ReadonlyMap<string, ErrorCode> = new Map(Object.values(ErrorCode).map((c) => [wireCode(c), c]));

function codeFromName(value: unknown): ErrorCode | undefined {
  if (typeof value !== 'string') return undefined;
  if (KNOWN_CODES.has(value)) return value as ErrorCode;
  return WIRE_CODES.get(value) ?? FOREIGN_CODES[value];
}

const GENERIC_MESSAGE = 'The server could not complete the request.';

/**
 * Turns anything thrown into the one error model. Never throws; never leaks stack traces or
 * driver messages (unexpected errors get a generic message).
 */
export function normalizeError(err: unknown): NormalizedError {
  const build = (code: ErrorCode, message: string, fields: ErrorFields = {}): NormalizedError => ({
    code,
    status: ERROR_CODES[code].status,
    message: code === ErrorCode.Internal ? GENERIC_MESSAGE : message,
    fields,
  });
  try {
    if (err instanceof AppError || (err as { name?: string })?.name === 'AppError') {
      const e = err as AppError;
      return build(e.code, e.message, e.fields);
    }
    if (err && typeof err === 'object' && 'extensions' in err) {
      const e = err as GraphQLError;
      const { code, ...rest } = (e.extensions ?? {}) as Record<string, unknown>;
      const mapped = codeFromName(code);
      if (mapped) {
        const fields = Object.fromEntries(
          // `request_id` is the answering server's to set (the edge's, the same id in every part).
          Object.entries(rest).filter(([k]) => !['stacktrace', 'exception', 'serviceName', 'http', 'request_id'].includes(k)),
        );
        return build(mapped, e.message, fields);
      }
      // A wrapped original error from a resolver.
      if ((e as { originalError?: unknown }).originalError) return normalizeError(e.originalError);
      return build(ErrorCode.Internal, GENERIC_MESSAGE);
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large).
    const statusCode = (err as { statusCode?: number })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const message = (err as Error).message || 'Invalid request.';
      if (statusCode === 429) return build(ErrorCode.RateLimited, message);
      if (statusCode === 404) return build(ErrorCode.NotFound, message);
      if (statusCode === 401) return build(ErrorCode.Unauthenticated, message);
      if (statusCode === 413) return build(ErrorCode.PayloadTooLarge, message);
      return { ...build(ErrorCode.InvalidRequest, message), status: statusCode === 415 ? statusCode : 400 };
    }
    return build(ErrorCode.Internal, GENERIC_MESSAGE);
  } catch {
    return build(ErrorCode.Internal, GENERIC_MESSAGE);
  }
}

/** `{type:"error", error:{type, message, request_id, ...typed fields}}` (memory spec). */
export function memoryErrorBody(e: NormalizedError, requestId: string) {
  return {
    type: 'error',
    error: {
      type: ERROR_CODES[e.code].memoryType,
      // The spec's coarse `type`, and the code every other surface answers with (a typed extra field).
      code: wireCode(e.code),
      message: e.message,
      request_id: requestId,
      ...e.fields,
    },
  };
}

/** `{error:{code, message, status, request_id, ...}}` (marketplace spec). */
export function marketplaceErrorBody(e: NormalizedError, requestId: string) {
  const code = ERROR_CODES[e.code].marketplaceCode;
  return {
    error: {
      code,
      // The spec's scope error reads `error.type`; carrying both keeps either reading working.
      ...(e.code === ErrorCode.InsufficientScope ? { type: code } : {}),
      message: e.message,
      status: e.status,
      request_id: requestId,
      ...e.fields,
    },
  };
}

/**
 * Runs a resolver body; an expected failure (AppError) crosses the wire as a GraphQL error carrying
 * its code and typed fields.
 */
export async function resolve<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw err.toGraphQL();
    throw err;
  }
}

/**
 * Apollo's `formatError`: every GraphQL error leaves in the one error model, without internals, and
 * with the request's id (as `x-request-id` and the REST error bodies carry it).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, err: unknown): GraphQLFormattedError {
  const n = normalizeError(err);
  const requestId = currentRequestId();
  return {
    message: n.message,
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: wireCode(n.code), ...n.fields, ...(requestId ? { request_id: requestId } : {}) },
  };
}
