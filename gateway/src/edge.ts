import { ApolloServer, HeaderMap } from '@apollo/server';
import type { ApolloGateway } from '@apollo/gateway';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { print, type DocumentNode } from 'graphql';
import { AppError, ErrorCode, invalid, normalizeError } from '../../common/src/errors.js';
import { APOLLO_DEFAULTS, createHttpServer } from '../../common/src/http.js';
import { logger } from '../../common/src/logger.js';
import { registerProbes, type ReadinessChecks } from '../../common/src/readiness.js';
import { DEFAULT_MODEL, type GraphContext, type Principal } from '../../common/src/principal.js';
import { registerRestRoutes, restErrorBody, sendRestError, type Execute } from '../../rest-adapter/src/adapter.js';
import { servedOpenApiDocument } from './openapi-document.js';
import { registerDocs } from '../../rest-adapter/src/docs.js';
import type { IdempotencyStore } from '../../common/src/idempotency.js';
import { CSRF_HEADER, csrfMatches, sameOrigin } from '../../common/src/console-session.js';
import { authenticateRequest, type Authenticate, type Credential } from './auth.js';
import { restEnvelopeOf, sendOnSurface, surfaceAt } from './surfaces.js';
import { registerMetering, type Meter } from './plugins/metering.js';
import { registerVersioning } from './plugins/versioning.js';
import { sendGraphQLError } from './graphql-errors.js';
import { registerGraphQLIdempotency } from './plugins/graphql-idempotency.js';
import { charge, registerRateLimit, type RateLimits } from './plugins/rate-limit.js';
import { BODY_LIMITS, registerAnonymousDrainLimit, registerBodyLimits } from './plugins/body-limits.js';
import { chargedContext, graphqlLimitsPlugin, registerGraphQLLimits, type GraphQLLimits } from './plugins/graphql-limits.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerMcpEndpoint } from './mcp-endpoint.js';
import { registerProtectedResourceMetadata } from './protected-resource.js';
import { registerCors } from './cors.js';
import { registerConsole } from './console.js';
import { explorerLandingPage, registerExplorerAssets, secureExplorerPage } from './explorer.js';
import { registerMetrics } from '../../common/src/telemetry/metrics-endpoint.js';
import { graphqlMetrics } from '../../common/src/telemetry/graphql-metrics.js';
import { operationNames } from '../../rest-adapter/src/routes/index.js';
import { MEMORY_TOOLS } from '../../mcp/src/tools/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key the request presented, and in which header. */
    credential?: Credential;
    /** Whose key it is; unset when no key was presented or the key is unknown or revoked. */
    principal?: Principal;
  }
}

export interface EdgeDeps {
  gateway: ApolloGateway;
  authenticate: Authenticate;
  /** Per-account request budgets; absent, nothing is limited. */
  rateLimits?: RateLimits;
  /** Size, depth, alias and cost limits of GraphQL documents; absent, documents are not limited. */
  graphqlLimits?: GraphQLLimits;
  /** The `Idempotency-Key` replay window for the routes that honour it. */
  idempotency?: IdempotencyStore;
  /** The parts behind the edge that `/ready` asks (databases, Redis, remote subgraphs). */
  readiness?: ReadinessChecks;
  /** Counts every answered request (marketplace metering). */
  meter?: Meter;
  /** Extra routes outside the routes table (OAuth endpoints). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Set: `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** The built console (default `console/dist`). */
  consoleRoot?: string;
  /** The built GraphQL explorer served at `GET /graphql` to browsers (default `explorer/dist`). */
  explorerRoot?: string;
  /** TRUSTED_PROXIES: whose `X-Forwarded-For` gives the client's address (limits, sign-in locks). */
  trustedProxies?: readonly string[];
  /** OAUTH_ISSUER: the edge's public origin (resource metadata, `/mcp`'s challenges); unset, its bound address. */
  publicOrigin?: string;
}

export interface Edge {
  app: FastifyInstance;
  apollo: ApolloServer<GraphContext>;
}

// Apollo prints a DocumentNode on every call; the routes' operations are printed once instead.
const sources = new WeakMap<DocumentNode, string>();
function sourceOf(operation: DocumentNode): string {
  let source = sources.get(operation);
  if (source === undefined) sources.set(operation, (source = print(operation)));
  return source;
}

/** The operations the REST routes and the MCP tools run: the client-side names metrics label by. */
const ownOperationNames: ReadonlySet<string> = new Set([
  ...operationNames,
  ...MEMORY_TOOLS.flatMap((t) => t.operation.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))),
]);

function modelOf(req: FastifyRequest): string {
  const header = req.headers['x-service-model'];
  return typeof header === 'string' && header.trim() ? header.trim() : DEFAULT_MODEL;
}

/** The one HTTP server: GraphQL at /graphql and the REST surfaces, sharing auth and errors. */
export async function buildEdge(deps: EdgeDeps): Promise<Edge> {
  // The server-wide cap; each request gets its own, smaller limit from its route and key (body-limits.ts).
  const app = createHttpServer(logger, { bodyLimit: BODY_LIMITS.large, trustedProxies: deps.trustedProxies });
  // First: every route registered after it gets its request histogram.
  registerMetrics(app, { token: deps.metricsToken });
  // Before any other request hook: a browser MCP host's preflight is answered before credentials or budgets.
  registerCors(app);
  // What an OAuth client of `/mcp` discovers first (RFC 9728), and the origin `/mcp`'s challenges name.
  registerProtectedResourceMetadata(app, deps.publicOrigin);
  if (deps.meter) registerMetering(app, deps.meter);
  registerInputGuard(app);
  const rejectOnSurface = (req: FastifyRequest, reply: FastifyReply, err: unknown) => sendOnSurface(reply, req, err);

  // Resolve the credential and principal once, from the headers, as the request arrives (before its
  // body is read): limits apply to requests whose body is refused too. Each surface decides what a
  // missing or wrong key means.
  app.addHook('onRequest', async (req, reply) => {
    const judged = await authenticateRequest(req, deps.authenticate);
    ({ credential: req.credential, principal: req.principal } = judged);
    if (judged.conflict && surfaceAt(req.url).credentials) {
      return rejectOnSurface(req, reply, invalid('X-API-Key and Authorization: Bearer hold different credentials; send one of them, or the same credential in both.'));
    }
  });
  if (deps.rateLimits) {
    // Only REST routes run ahead of their count, so a late refusal is always in a REST envelope.
    registerRateLimit(app, deps.rateLimits, rejectOnSurface, (req, err) => JSON.stringify(restErrorBody(restEnvelopeOf(surfaceAt(req.url)), err, req)));
  }
  // After the budget is counted: a request refused for its version is a request like any other, and
  // its answer carries the rate-limit headers.
  registerVersioning(app, rejectOnSurface);
  registerBodyLimits(app);
  registerAnonymousDrainLimit(app);

  const apollo = new ApolloServer<GraphContext>({
    gateway: deps.gateway,
    ...APOLLO_DEFAULTS,
    plugins: [
      ...APOLLO_DEFAULTS.plugins,
      graphqlMetrics({ operationNames: ownOperationNames }),
      // GraphiQL from this server's own files, in place of Apollo Sandbox from Apollo's CDN.
      explorerLandingPage(deps.explorerRoot),
      // Costs and charges what runs: after a persisted query's hash is resolved, with its variables.
      ...(deps.graphqlLimits ? [graphqlLimitsPlugin(deps.graphqlLimits)] : []),
    ],
  });
  await apollo.start();

  const contextOf = async (req: FastifyRequest): Promise<GraphContext> => ({
    requestId: String(req.id),
    principal: req.principal,
    model: modelOf(req),
  });

  await app.register(async (scope) => {
    // Bodies refused before GraphQL runs (not JSON, too large) still answer in the GraphQL shape.
    scope.setErrorHandler((err, req, reply) => sendGraphQLError(reply, err, req));
    scope.addHook('preHandler', async (req, reply) => {
      if (req.credential?.scheme === 'session') {
        if (!req.principal) return sendGraphQLError(reply, new AppError(ErrorCode.Unauthenticated, 'The console session has ended; sign in again.'), req);
        // The cookie goes with any request the browser makes; only the console's own page knows the
        // CSRF token (and a browser's cross-site request is refused whatever it carries).
        if (!sameOrigin(req.headers) || !csrfMatches(req.credential.value, req.headers[CSRF_HEADER])) {
          return sendGraphQLError(reply, new AppError(ErrorCode.Forbidden, `A request with the console session needs its ${CSRF_HEADER} header, from the console's own origin.`), req);
        }
      }
      if (req.credential && !req.principal) {
        return sendGraphQLError(reply, new AppError(ErrorCode.Unauthenticated, 'The API key is invalid or revoked.'), req);
      }
    });
    secureExplorerPage(scope);
    if (deps.graphqlLimits) registerGraphQLLimits(scope, deps.graphqlLimits, rejectOnSurface);
    if (deps.idempotency) registerGraphQLIdempotency(scope, deps.idempotency, (req) => modelOf(req));
    const rateLimits = deps.rateLimits;
    await scope.register(fastifyApollo(apollo), {
      // Marked for the limits plugin, which charges the operation's cost to the caller's budget.
      context: async (req, reply) =>
        chargedContext(await contextOf(req), {
          bodyBytes: req.bodyBytes ?? 0,
          charge: (points) => (rateLimits ? charge(rateLimits, req, reply, points) : Promise.resolve()),
        }),
    });
  });

  // Liveness at /health, readiness of every part behind the edge at /ready.
  registerProbes(app, 'memory-marketplace', deps.readiness ?? {});

  const openapi = servedOpenApiDocument({ metricsToken: !!deps.metricsToken });
  app.get('/openapi.json', async () => openapi);
  registerDocs(app);

  // Named operations run through the gateway in process, for the request's caller: the REST routes
  // and the MCP tools alike.
  const execute: Execute = async (operation, variables, req) => {
    const res = await apollo.executeOperation(
      { query: sourceOf(operation), variables, http: { method: 'POST', headers: new HeaderMap(), search: '', body: {} } },
      { contextValue: await contextOf(req) },
    );
    if (res.body.kind !== 'single') throw new Error('incremental delivery is not used by REST operations');
    return res.body.singleResult;
  };
  registerRestRoutes(app, { idempotency: deps.idempotency, execute });

  app.setNotFoundHandler((req, reply) => {
    sendRestError(reply, restEnvelopeOf(surfaceAt(req.url)), new AppError(ErrorCode.NotFound, `No route ${req.method} ${req.url.split('?')[0]}.`), req);
  });
  app.setErrorHandler((err, req: FastifyRequest, reply: FastifyReply) => {
    const n = normalizeError(err);
    if (n.status >= 500) req.log.error({ err }, 'request failed');
    rejectOnSurface(req, reply, err);
  });

  registerMcpEndpoint(app, { execute, idempotency: deps.idempotency, rateLimits: deps.rateLimits, modelOf });
  // The console's pages; it signs in at /console/session (extraRoutes) and talks to /graphql.
  await registerConsole(app, deps.consoleRoot);
  await registerExplorerAssets(app, deps.explorerRoot);

  // After the handlers above: awaiting a plugin loads everything registered so far with them.
  if (deps.extraRoutes) await deps.extraRoutes(app);

  return { app, apollo };
}
