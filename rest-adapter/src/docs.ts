import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Scalar's standalone browser bundle, served from node_modules (never from a CDN). */
const SCALAR_BUNDLE = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

// Everything from this origin: no web fonts, proxy or telemetry elsewhere, and the browser enforces it.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Memory Marketplace API reference</title>
</head>
<body>
  <div id="app"></div>
  <script src="/docs/scalar.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>`;

const INIT = `Scalar.createApiReference('#app', {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});`;

/** The browsable reference of `/openapi.json` at `/docs` (Scalar). */
export function registerDocs(app: FastifyInstance): void {
  const headers = { 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' };
  app.get('/docs', async (_req, reply) => reply.headers(headers).type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/init.js', async (_req, reply) => reply.headers(headers).type('text/javascript; charset=utf-8').send(INIT));
  app.get('/docs/scalar.js', async (_req, reply) =>
    reply.headers({ ...headers, 'cache-control': 'public, max-age=3600' }).type('text/javascript; charset=utf-8').send(createReadStream(SCALAR_BUNDLE)),
  );
}
