import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { PAGE_CSP, secure } from './console.js';

/** Where `scripts/setup.mjs` builds the explorer (Vite, `explorer/vite.config.ts`). */
export const EXPLORER_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../explorer/dist');

/** Where the explorer's assets are served; the build's `base`. */
export const EXPLORER_ASSETS = '/graphql/explorer/assets/';

/** The console's policy; the editor's fonts are inlined into its stylesheets as `data:` URLs. */
const EXPLORER_CSP = `${PAGE_CSP}; font-src 'self' data:`;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphQL explorer</title></head>
<body><p>The GraphQL explorer is not built yet: run <code>npm run setup</code> (or <code>npm start</code>, which runs it).
POST your queries to <code>/graphql</code> meanwhile.</p></body></html>`;

/**
 * GraphiQL as the page a browser gets for `GET /graphql` (Apollo answers a GET that prefers HTML with
 * its landing page; this replaces Apollo Sandbox, which loads from Apollo's CDN). The page is the
 * explorer's build, read per request so a build made while the server runs is served.
 */
export function explorerLandingPage(root = EXPLORER_DIST): ApolloServerPlugin<object> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: () => readFile(path.join(root, 'index.html'), 'utf8').catch(() => NOT_BUILT) };
        },
      };
    },
  };
}

/** The explorer's hashed assets, cached for good, under the page's policy. */
export async function registerExplorerAssets(app: FastifyInstance, root = EXPLORER_DIST): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      secure(reply, EXPLORER_CSP).header('cache-control', 'public, max-age=31536000, immutable');
      return payload;
    });
    await scope.register(fastifyStatic, { root: path.join(root, 'assets'), prefix: EXPLORER_ASSETS, decorateReply: false, cacheControl: false });
  });
}

/**
 * The page's headers on the HTML `/graphql` answers: the console's policy (its own files only,
 * talking only to this origin, never framed) with inlined fonts. Register in the scope that serves
 * `/graphql`.
 */
export function secureExplorerPage(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) secure(reply, EXPLORER_CSP).header('cache-control', 'no-cache');
    return payload;
  });
}
