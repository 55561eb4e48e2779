import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CSRF_HEADER, csrfMatches, csrfTokenOf, sameOrigin, sessionCookie, sessionTokenOf } from '../../../../common/src/console-session.js';
import { CONSOLE_SESSION_ENDPOINTS } from '../../../../common/src/oauth-endpoints.js';
import { FORWARDED_HEADERS, sameToken } from '../../../../common/src/internal-api.js';
import { INTERNAL_HEADERS } from '../../../../common/src/principal.js';
import type { AccountManager } from '../modules/accounts/providers/accounts-manager.js';
import type { ConsoleSessions } from '../modules/accounts/providers/console-sessions.js';
import type { LoginLimits } from './login-limits.js';

/** Where the console signs in (POST), asks who is signed in (GET) and signs out (DELETE). */
export const CONSOLE_SESSION_PATH = CONSOLE_SESSION_ENDPOINTS.session.path;

export interface ConsoleSessionRoutesDeps {
  accounts: AccountManager;
  sessions: ConsoleSessions;
  logins: LoginLimits;
  /** Behind the edge's proxy: the caller's address and scheme come from the edge, with this token. */
  internalToken?: string;
}

const SignIn = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1024) });

type Body = { error: { code: string; message: string } };
const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } } satisfies Body);

/**
 * The console's sign-in with the account's e-mail and password (the consent page's check and its
 * guessing limits). The session is an HttpOnly, SameSite=Strict cookie (Secure over TLS) holding a
 * random token; the answer carries the CSRF token the console sends in `X-CSRF-Token` on every
 * request that uses the cookie. Only JSON bodies are read (a form on another site cannot send one
 * without a CORS preflight, which the edge never grants) and browsers' cross-site requests are refused.
 */
export function consoleSessionRoutes({ accounts, sessions, logins, internalToken }: ConsoleSessionRoutesDeps) {
  const fromEdge = (req: FastifyRequest, name: string): string | undefined => {
    const value = req.headers[name];
    return internalToken && typeof value === 'string' && value && sameToken(req.headers[INTERNAL_HEADERS.token], internalToken) ? value : undefined;
  };
  const clientAddress = (req: FastifyRequest) => fromEdge(req, FORWARDED_HEADERS.clientAddress) ?? req.ip;
  const overTls = (req: FastifyRequest) => (fromEdge(req, FORWARDED_HEADERS.protocol) ?? req.protocol) === 'https';
  const describe = async (token: string) => {
    const row = await sessions.find(token);
    if (!row) return null;
    return {
      account: { id: row.account.id, name: row.account.name, email: row.account.email },
      csrf_token: csrfTokenOf(token),
      expires_at: row.expiresAt.toISOString(),
    };
  };

  return async (app: FastifyInstance) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (!sameOrigin(req.headers)) return fail(reply, 403, 'forbidden', 'Cross-site requests cannot use the console session.');
      });

      scope.post(CONSOLE_SESSION_PATH, async (req, reply) => {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
          return fail(reply, 415, 'unsupported_media_type', 'Sign in with a JSON body {email, password}.');
        }
        const parsed = SignIn.safeParse(req.body);
        if (!parsed.success) return fail(reply, 400, 'invalid_request', 'email and password are required.');
        const { email, password } = parsed.data;
        const wait = await logins.retryAfter(email, clientAddress(req));
        if (wait) {
          reply.header('retry-after', String(wait));
          return fail(reply, 429, 'rate_limited', `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`);
        }
        const account = await accounts.login(email, password);
        if (!account) {
          await logins.failed(email, clientAddress(req));
          return fail(reply, 401, 'invalid_credentials', 'E-mail or password is wrong.');
        }
        await logins.succeeded(email, clientAddress(req));
        // No fixation: whatever session the browser held ends, and a new token is minted.
        const previous = sessionTokenOf(req.headers.cookie);
        if (previous) await sessions.end(previous);
        const { token } = await sessions.start(account.id);
        reply.header('set-cookie', sessionCookie(token, overTls(req)));
        return reply.code(201).send(await describe(token));
      });

      scope.get(CONSOLE_SESSION_PATH, async (req, reply) => {
        const token = sessionTokenOf(req.headers.cookie);
        const session = token ? await describe(token) : null;
        if (!session) return fail(reply, 401, 'unauthenticated', 'Not signed in.');
        return session;
      });

      scope.delete(CONSOLE_SESSION_PATH, async (req, reply) => {
        const token = sessionTokenOf(req.headers.cookie);
        if (token) {
          if (!csrfMatches(token, req.headers[CSRF_HEADER])) return fail(reply, 403, 'csrf_failed', `Signing out needs the session's ${CSRF_HEADER} header.`);
          await sessions.end(token);
        }
        reply.header('set-cookie', sessionCookie(undefined, overTls(req)));
        return reply.code(204).send();
      });
    });
  };
}
