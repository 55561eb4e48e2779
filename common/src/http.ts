import type { ApolloServerOptionsWithGateway, ApolloServerOptionsWithSchema } from '@apollo/server';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { formatGraphQLError } from './errors.js';
import { storableStringLiterals, storableVariables } from './graphql-input.js';
import type { Logger } from './logger.js';
import type { GraphContext } from './principal.js';
import { requestIdFrom, runWithRequestContext } from './request-context.js';

export interface HttpServerOptions {
  bodyLimit?: number;
  /**
   * The reverse proxies (addresses, CIDR blocks: TRUSTED_PROXIES) whose `X-Forwarded-For` is
   * believed: `req.ip` is then the rightmost address none of them is, and `req.protocol` the one
   * they forwarded. Empty or absent: no header is believed, `req.ip` is the peer's address.
   */
  trustedProxies?: readonly string[];
}

/**
 * A Fastify server as every part of the service runs one: the caller's `x-request-id` accepted (or
 * one minted), returned on every response and carried through the request's async context, and one
 * log line per request.
 */
export function createHttpServer(log: Logger, opts: HttpServerOptions = {}): FastifyInstance {
  const app: FastifyInstance = Fastify({
    // Fastify's own trust (proxy-addr): X-Forwarded-For is walked from the right and only the hops
    // added by a trusted proxy are skipped, so a client cannot name its own address.
    trustProxy: opts.trustedProxies?.length ? [...opts.trustedProxies] : false,
    loggerInstance: log as FastifyBaseLogger,
    // Requests are logged once, by the hook below, with the request id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // A URL that cannot be decoded goes to the server's own error handler, so it answers in the
    // surface's error shape like every other bad request.
    frameworkErrors: (err, req, reply) => app.errorHandler(err, req, reply as unknown as FastifyReply),
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    runWithRequestContext({ requestId: req.id }, done);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  return app;
}

/** Apollo Server settings shared by the edge and the subgraph servers. */
export const APOLLO_DEFAULTS = {
  includeStacktraceInErrorResponses: false,
  // Shutdown is ours (onShutdown): Apollo's own signal handlers would race it.
  stopOnTerminationSignals: false,
  formatError: formatGraphQLError,
  // Text Postgres cannot store (NUL, lone surrogates) is refused before any resolver runs.
  validationRules: [storableStringLiterals],
  plugins: [storableVariables],
} satisfies Partial<ApolloServerOptionsWithGateway<GraphContext> | ApolloServerOptionsWithSchema<GraphContext>>;

/** `http://<bound address>:<port>` of a server listening on loopback. */
export function ownOrigin(app: FastifyInstance): string {
  const bound = app.server.address();
  if (!bound || typeof bound === 'string') return 'http://localhost';
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `http://${host}:${bound.port}`;
}
