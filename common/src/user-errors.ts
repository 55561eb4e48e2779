import { AppError, ErrorCode, resolve as run } from './errors.js';

/**
 * Expected failures as data: a mutation whose failures a screen must show answers a payload with its
 * result (null on failure) and `userErrors`. Bad input, a reference to something that does not exist
 * and a conflict with the account's state are user errors; everything else (authentication, scope,
 * rate limits, outages) stays a GraphQL error. REST turns a user error back into its error response.
 * The memory mutations answer the same `UserError` through `memory-user-errors.ts`.
 */
export type UserErrorCode = 'invalid_request' | 'not_found' | 'conflict';

export interface UserError {
  code: UserErrorCode;
  message: string;
  /** The input field at fault, in GraphQL's spelling (`planId`). */
  field: string | null;
  /** The limit the input ran into (a store's 50 speakers), when the failure is one; null otherwise. */
  limit?: number | null;
}

export const USER_ERROR_CODES: ReadonlyMap<ErrorCode, UserErrorCode> = new Map([
  [ErrorCode.InvalidRequest, 'invalid_request'],
  [ErrorCode.NotFound, 'not_found'],
  [ErrorCode.Conflict, 'conflict'],
]);

const camel = (param: string) => param.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The user error of a failure, or undefined when the failure is not one a user can act on. */
export function userErrorOf(err: unknown): UserError | undefined {
  if (!(err instanceof AppError)) return undefined;
  const code = USER_ERROR_CODES.get(err.code);
  if (!code) return undefined;
  return { code, message: err.message, field: typeof err.fields.param === 'string' ? camel(err.fields.param) : null };
}

/** Runs a mutation's work, answering `{ [key]: result, userErrors: [] }` or its user error. */
export function payload<K extends string, T>(key: K, work: () => Promise<T>): Promise<{ [P in K]: T | null } & { userErrors: UserError[] }> {
  type Payload = { [P in K]: T | null } & { userErrors: UserError[] };
  return run(async () => {
    try {
      return { [key]: await work(), userErrors: [] } as unknown as Payload;
    } catch (err) {
      const userError = userErrorOf(err);
      if (!userError) throw err;
      return { [key]: null, userErrors: [userError] } as unknown as Payload;
    }
  });
}

/** The payload's result, or its first user error thrown as the error it stands for (REST's answer). */
export function unwrapPayload<T>(userErrors: ReadonlyArray<{ code: string; message: string; field?: string | null }>, result: T | null | undefined): T {
  const [e] = userErrors;
  if (e) {
    const code = [...USER_ERROR_CODES].find(([, c]) => c === e.code)?.[0] ?? ErrorCode.InvalidRequest;
    throw new AppError(code, e.message, e.field ? { param: snake(e.field) } : {});
  }
  if (result === null || result === undefined) throw new Error('the payload has neither a result nor a user error');
  return result;
}
