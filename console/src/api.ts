import type { TypedDocumentString } from './generated/graphql';

/** Who is signed in, as `GET /console/session` answers. */
export interface Session {
  account: { id: string; name: string; email: string | null };
  csrf_token: string;
  expires_at: string;
}

/** A failure to show: the message the server gave and its code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** The input field at fault (GraphQL's spelling), when the server named one. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;
let onSignedOut: (() => void) | undefined;

/** Called when the server says the session has ended (the app goes back to sign-in). */
export function whenSignedOut(callback: () => void): void {
  onSignedOut = callback;
}

async function sessionRequest(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<Response> {
  return fetch('/console/session', {
    method,
    credentials: 'same-origin',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(csrfToken && method === 'DELETE' ? { 'x-csrf-token': csrfToken } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new ApiError(body?.error?.message ?? `The server answered ${res.status}.`, body?.error?.code ?? 'error', res.status);
}

export async function currentSession(): Promise<Session | null> {
  const res = await sessionRequest('GET');
  if (res.status === 401) return null;
  if (!res.ok) throw await failure(res);
  const session = (await res.json()) as Session;
  csrfToken = session.csrf_token;
  return session;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const res = await sessionRequest('POST', { email, password });
  if (!res.ok) throw await failure(res);
  const session = (await res.json()) as Session;
  csrfToken = session.csrf_token;
  return session;
}

export async function signOut(): Promise<void> {
  await sessionRequest('DELETE');
  csrfToken = undefined;
}

/** Runs one of the console's typed operations on /graphql with the session cookie and CSRF token. */
export async function graphql<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken ?? '' },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const body = (await res.json().catch(() => null)) as { data?: TResult; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  const error = body?.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? 'error';
    if (code === 'authentication_failed') onSignedOut?.();
    throw new ApiError(error.message, code, res.status);
  }
  if (!body?.data) throw new ApiError(`The server answered ${res.status}.`, 'error', res.status);
  return body.data;
}
