import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { AppError, ErrorCode, normalizeError, wireCode } from './errors.js';
import { APOLLO_DEFAULTS, createHttpServer } from './http.js';
import { sameToken } from './internal-api.js';
import { logger } from './logger.js';
import { decodePrincipal, DEFAULT_MODEL, INTERNAL_HEADERS, type GraphContext } from './principal.js';
import { registerProbes, type ReadinessChecks } from './readiness.js';
import { graphqlMetrics } from './telemetry/graphql-metrics.js';
import { registerMetrics } from './telemetry/metrics-endpoint.js';

/** Where a subgraph server answers GraphQL (the fastify integration's default path). */
const SUBGRAPH_PATH = '/graphql';

/**
 * A subgraph served on its own (scale-out). Only the edge may call it: requests carry the internal
 * token and the principal the edge resolved.
 */
export async function serveSubgraph(opts: {
  name: string;
  schema: GraphQLSchema;
  internalToken: string;
  /** What `/ready` asks: the subgraph's own dependencies. */
  readiness: ReadinessChecks;
  /** Set: `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** TRUSTED_PROXIES, for a subgraph that reads the client's address itself (the marketplace's sign-in). */
  trustedProxies?: readonly string[];
}): Promise<{ app: FastifyInstance; apollo: ApolloServer<GraphContext> }> {
  const app = createHttpServer(logger.child({ subgraph: opts.name }), { trustedProxies: opts.trustedProxies });
  registerMetrics(app, { token: opts.metricsToken });
  const apollo = new ApolloServer<GraphContext>({ schema: opts.schema, ...APOLLO_DEFAULTS, plugins: [...APOLLO_DEFAULTS.plugins, graphqlMetrics()] });
  await apollo.start();
  // Refused before the body is read, with a 401 in the GraphQL error shape: an error thrown while
  // Apollo builds the context would be answered 500.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.split('?')[0] !== SUBGRAPH_PATH || sameToken(req.headers[INTERNAL_HEADERS.token], opts.internalToken)) return;
    const n = normalizeError(new AppError(ErrorCode.Unauthenticated, 'Subgraphs answer the edge only: the internal token is missing or wrong.'));
    return reply.code(n.status).send({ errors: [{ message: n.message, extensions: { code: wireCode(n.code), request_id: req.id } }] });
  });
  await app.register(fastifyApollo(apollo), {
    context: async (req) => {
      const token = req.headers[INTERNAL_HEADERS.token];
      if (!sameToken(token, opts.internalToken)) {
        throw new AppError(ErrorCode.Unauthenticated, 'Subgraphs answer the edge only.').toGraphQL();
      }
      const model = req.headers[INTERNAL_HEADERS.model];
      return {
        requestId: String(req.id),
        principal: decodePrincipal(req.headers[INTERNAL_HEADERS.principal]),
        model: typeof model === 'string' && model ? model : DEFAULT_MODEL,
      };
    },
  });
  registerProbes(app, opts.name, opts.readiness);
  return { app, apollo };
}
