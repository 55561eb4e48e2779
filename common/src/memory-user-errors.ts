import { AppError, ErrorCode } from './errors.js';
import { USER_ERROR_CODES, type UserError } from './user-errors.js';

/**
 * The memory mutations' user errors, both ways. The memory domain words its failures with the spec's
 * snake_case parameters, names the field that fixes a problem as common/src/remedy.ts writes it
 * (each surface rewrites that mention into its own words), and carries typed fields for the
 * REST envelope (`param`, `speaker`, `speaker_limit`, `user_id`). A GraphQL client reads the same
 * failure as a `UserError` worded with GraphQL's names; REST and the MCP tools turn that `UserError`
 * back into the very error they answered before userErrors existed (same message, same fields).
 * The words below are the only ones that differ; `subgraphs/memory/src/resolvers/user-errors.test.ts`
 * checks every input failure of the memory mutations makes the round trip unchanged. (A name quoted in
 * a message that itself contains a GraphQL-worded form, a speaker literally called "`userId`", would
 * come back reworded; no real name is expected to.)
 */
const WORDS: ReadonlyArray<readonly [rest: string, graphql: string]> = [
  ['`user_id`', '`userId`'],
  ['`user_msg`', '`userMsg`'],
  ['`assistant_msg`', '`assistantMsg`'],
  ['`old_memory_id`', '`oldMemoryId`'],
  ['`new_content`', '`newContent`'],
  ['`memory_id`', '`memoryId`'],
  ['use bulk-store for large content', 'use `bulkStore` for large content'],
];

/** A REST message in GraphQL's words: the input fields' GraphQL names, the mutation instead of a route. */
export function graphqlMessage(message: string): string {
  let m = message;
  for (const [rest, graphql] of WORDS) m = m.split(rest).join(graphql);
  return m;
}

/** The REST message a GraphQL-worded one stands for (the inverse of `graphqlMessage`). */
export function restMessage(message: string): string {
  let m = message;
  for (const [rest, graphql] of WORDS) m = m.split(graphql).join(rest);
  return m;
}

/** `old_memory_id` -> `oldMemoryId`; a key inside a JSON argument keeps its spelling (`metadata.event_date`). */
const graphqlField = (param: string) => {
  const [head = '', ...rest] = param.split('.');
  return [head.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), ...rest].join('.');
};
const restParam = (field: string) => {
  const [head = '', ...rest] = field.split('.');
  return [head.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), ...rest].join('.');
};

/** What a mutation tells about its input fields, to name the field a failure without a `param` is about. */
export interface MemoryFieldHints {
  /** The field holding a speaker name (`name`, or `metadata.speaker` for `storeMemory`). */
  speaker?: string;
  /** The field a not-found failure without further detail is about (`memoryId` for `forget`). */
  notFound?: string;
}

/**
 * The user error of a memory mutation's failure, or undefined when the failure is not the caller's
 * input (authentication, scope, limits, outages, and an unknown `X-Service-Model`, which is a header:
 * those stay GraphQL errors).
 */
export function memoryUserErrorOf(err: unknown, hints: MemoryFieldHints = {}): UserError | undefined {
  if (!(err instanceof AppError)) return undefined;
  const code = USER_ERROR_CODES.get(err.code);
  if (!code || 'model' in err.fields) return undefined;
  const f = err.fields;
  const field =
    typeof f.param === 'string' ? graphqlField(f.param)
    : 'user_id' in f ? 'userId'
    : 'speaker' in f ? (hints.speaker ?? null)
    : code === 'not_found' ? (hints.notFound ?? null)
    : null;
  const limit = typeof f.speaker_limit === 'number' ? f.speaker_limit : null;
  return { code, message: graphqlMessage(err.message), field, limit };
}

/** A user error as the client reads it (every field the operations select). */
export interface UserErrorData {
  code: string;
  message: string;
  field?: string | null;
  limit?: number | null;
}

/**
 * The error REST and the MCP tools answer for a memory mutation's user error: the same status,
 * message and typed fields as when the mutation threw it. `args` are the mutation's arguments as sent
 * (`{ input: {...} }` or flat), for the fields that echo the input (`speaker`, `user_id`).
 */
export function memoryErrorOfUserError(e: UserErrorData, args: Record<string, unknown>): AppError {
  const input = (typeof args.input === 'object' && args.input !== null ? args.input : args) as Record<string, unknown>;
  const code = [...USER_ERROR_CODES].find(([, c]) => c === e.code)?.[0] ?? ErrorCode.InvalidRequest;
  const field = e.field ?? null;
  const metadata = (typeof input.metadata === 'object' && input.metadata !== null ? input.metadata : {}) as Record<string, unknown>;
  let fields: Record<string, unknown> = {};
  if (code === ErrorCode.NotFound) {
    if (field === 'userId') fields = { user_id: input.userId };
    else if (field === 'name') fields = { speaker: input.name };
  } else if (field === 'metadata.speaker') {
    fields = { speaker: metadata.speaker };
  } else if (field === 'name' && e.limit != null) {
    fields = { speaker: input.name, speaker_limit: e.limit };
  } else if (field) {
    fields = { param: restParam(field), ...(field === 'name' ? { speaker: input.name ?? null } : {}) };
  }
  return new AppError(code, restMessage(e.message), fields);
}

/** A mutation's payload: its result fields and its user errors. */
type Payload = { userErrors: readonly UserErrorData[] } & Record<string, unknown>;

/**
 * The first user error among an answer's mutation payloads, as the error REST and MCP answer, or
 * undefined when every payload succeeded.
 */
export function memoryPayloadError(data: unknown, args: Record<string, unknown>): AppError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const value of Object.values(data)) {
    const errors = (value as Partial<Payload> | null)?.userErrors;
    if (Array.isArray(errors) && errors.length) return memoryErrorOfUserError(errors[0] as UserErrorData, args);
  }
  return undefined;
}

/**
 * A succeeded payload with the fields a success always has narrowed to non-null (the schema makes
 * them nullable for the failure case); throws when one is missing or the payload has user errors.
 */
export function settled<T extends { userErrors: readonly unknown[] }, K extends keyof T>(
  payload: T,
  required: readonly K[],
): Omit<T, 'userErrors' | K> & { [P in K]-?: NonNullable<T[P]> } {
  if (payload.userErrors.length) throw new Error('the payload has user errors; memoryPayloadError answers them first');
  for (const key of required) {
    if (payload[key] === null || payload[key] === undefined) throw new Error(`the payload has no ${String(key)}`);
  }
  return payload as unknown as Omit<T, 'userErrors' | K> & { [P in K]-?: NonNullable<T[P]> };
}
