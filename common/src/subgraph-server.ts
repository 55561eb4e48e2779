import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode, formatGraphQLError } from './errors.js';
import { logger } from './logger.js';
import { DEFAULT_MODEL, type GraphContext, type Principal } from './principal.js';
import { requestIdFrom, runWithRequestContext } from './request-context.js';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function decodePrincipal(header: unknown): Principal | undefined {
  if (typeof header !== 'string' || !header) return undefined;
  const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Principal | null;
  return parsed ?? undefined;
}

/**
 * A subgraph served on its own (scale-out). Only the edge may call it: requests carry the internal
 * token and the principal the edge resolved.
 */
export async function serveSubgraph(opts: {
  name: string;
  schema: GraphQLSchema;
  internalToken: string;
  health?: () => Promise<boolean>;
}): Promise<{ app: FastifyInstance; apollo: ApolloServer<GraphContext> }> {
  const app: FastifyInstance = Fastify({
    loggerInstance: logger.child({ subgraph: opts.name }) as FastifyBaseLogger,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
  });
  app.addHook('onRequest', (req, _reply, done) => runWithRequestContext({ requestId: req.id }, done));
  const apollo = new ApolloServer<GraphContext>({
    schema: opts.schema,
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (onShutdown): Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    formatError: formatGraphQLError,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (req) => {
      const token = req.headers['x-internal-token'];
      if (typeof token !== 'string' || !sameToken(token, opts.internalToken)) {
        throw new AppError(ErrorCode.Unauthenticated, 'Subgraphs answer the edge only.').toGraphQL();
      }
      const model = req.headers['x-service-model'];
      return {
        requestId: String(req.id),
        principal: decodePrincipal(req.headers['x-principal']),
        model: typeof model === 'string' && model ? model : DEFAULT_MODEL,
      };
    },
  });
  app.get('/health', async (_req, reply) => {
    const ok = opts.health ? await opts.health().catch(() => false) : true;
    return reply.code(ok ? 200 : 503).send({ ok, service: opts.name, ts: new Date().toISOString() });
  });
  return { app, apollo };
}
