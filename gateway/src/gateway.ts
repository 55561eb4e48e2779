import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLSchema } from 'graphql';
import { AppError, ErrorCode } from '../../common/src/errors.js';
import { encodePrincipal, INTERNAL_HEADERS, type GraphContext } from '../../common/src/principal.js';
import { injectTraceContext } from '../../common/src/telemetry/spans.js';
import { loadSupergraph } from './supergraph.js';
import { CachedLocalDataSource } from './local-data-source.js';
import { MeasuredDataSource } from './measured-data-source.js';

export interface SubgraphTarget {
  /** In-process schema (the single-process default: no network hop). */
  schema?: GraphQLSchema;
  /** Address of a remote subgraph server (scale-out). */
  url?: string;
}

/**
 * Apollo Gateway reports anonymous usage to Apollo unless this variable is set when it is
 * constructed, and to describe the host it first probes cloud metadata addresses (169.254.169.254,
 * 100.100.100.200, metadata.google.internal). The service sends nothing off its machine: the
 * variable is set here, for every gateway, whatever the environment says.
 */
export function disableGatewayTelemetry(): void {
  // A write, not a setting: Apollo Gateway reads only this variable.
  // eslint-disable-next-line no-restricted-properties
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
}

/** The supergraph (composed ahead of time, supergraph.ts), each subgraph reached in process or over HTTP. */
export function createGateway(targets: Record<'memory' | 'marketplace', SubgraphTarget>, internalToken: string): ApolloGateway {
  const { supergraphSdl } = loadSupergraph();
  disableGatewayTelemetry();
  return new ApolloGateway({
    supergraphSdl,
    buildService({ name }) {
      const target = targets[name as keyof typeof targets];
      if (!target) throw new Error(`unknown subgraph ${name}`);
      if (target.url) {
        return new MeasuredDataSource(new SubgraphDataSource(name, target.url, internalToken), name);
      }
      if (!target.schema) throw new Error(`subgraph ${name} has neither a schema nor a url`);
      return new MeasuredDataSource(new CachedLocalDataSource(name, target.schema), name);
    },
  });
}

/** Statuses by which a proxy or the subgraph itself says it cannot serve now. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * A subgraph server reached over HTTP, carrying the edge's internal headers. A subgraph that cannot
 * be reached (refused, reset, down behind a proxy) is a temporary outage, not a server fault: the
 * request fails with UNAVAILABLE (503 on REST), which clients are told to retry.
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GraphContext & Record<string, unknown>> {
  constructor(
    private readonly subgraph: string,
    url: string,
    private readonly internalToken: string,
  ) {
    super({ url });
  }

  override willSendRequest({ request, context }: Parameters<NonNullable<RemoteGraphQLDataSource['willSendRequest']>>[0]): void {
    const ctx = context as GraphContext & Record<string, unknown>;
    request.http?.headers.set(INTERNAL_HEADERS.token, this.internalToken);
    request.http?.headers.set(INTERNAL_HEADERS.principal, encodePrincipal(ctx.principal));
    request.http?.headers.set(INTERNAL_HEADERS.model, String(ctx.model));
    request.http?.headers.set(INTERNAL_HEADERS.requestId, String(ctx.requestId));
    // The subgraph's spans continue this request's trace (when tracing is on).
    injectTraceContext((name, value) => request.http?.headers.set(name, value));
  }

  override didEncounterError(error: Error, _request: unknown, response?: { status: number }): void {
    if (!response || UNAVAILABLE_STATUSES.has(response.status)) {
      throw new AppError(ErrorCode.Unavailable, `The ${this.subgraph} service is unavailable right now; retry shortly.`).toGraphQL();
    }
    throw error;
  }
}
