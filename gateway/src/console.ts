import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `scripts/setup.mjs` builds the console (Vite, `console/vite.config.ts`). */
export const CONSOLE_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');

/**
 * The page may load only its own files and talk only to this origin (`/graphql`, `/console/session`);
 * nothing may frame it. Inline styles are allowed for the chart library's SVG attributes.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The headers of every page this server serves: its own files only, and never framed. */
export function secure(reply: FastifyReply, csp = PAGE_CSP): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY');
}

/**
 * The console, a single-page app at `/console`: its hashed assets under `/console/assets/` (cached
 * for good) and `index.html` for every other path below `/console`, where the app routes itself.
 */
export async function registerConsole(app: FastifyInstance, root = CONSOLE_DIST): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root, serve: false });
    const page = (reply: FastifyReply) => {
      secure(reply);
      if (!existsSync(path.join(root, 'index.html'))) {
        return reply.code(503).type('text/plain; charset=utf-8').send('The console is not built yet: run `npm run setup` (or `npm start`, which runs it).');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };
    scope.get('/console', (_req, reply) => page(reply));
    scope.get('/console/*', (req, reply) => {
      const rest = (req.params as { '*': string })['*'];
      if (rest.startsWith('assets/')) {
        return secure(reply).header('cache-control', 'public, max-age=31536000, immutable').sendFile(rest);
      }
      return page(reply);
    });
  });
}
