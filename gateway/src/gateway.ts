import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLSchema } from 'graphql';
import { encodePrincipal, INTERNAL_HEADERS, type GraphContext } from '../../common/src/principal.js';
import { loadSupergraph } from './supergraph.js';
import { CachedLocalDataSource } from './local-data-source.js';

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
        return new RemoteGraphQLDataSource<GraphContext & Record<string, unknown>>({
          url: target.url,
          willSendRequest({ request, context }) {
            request.http?.headers.set(INTERNAL_HEADERS.token, internalToken);
            request.http?.headers.set(INTERNAL_HEADERS.principal, encodePrincipal((context as GraphContext).principal));
            request.http?.headers.set(INTERNAL_HEADERS.model, String(context.model));
            request.http?.headers.set(INTERNAL_HEADERS.requestId, String(context.requestId));
          },
        });
      }
      if (!target.schema) throw new Error(`subgraph ${name} has neither a schema nor a url`);
      return new CachedLocalDataSource(target.schema);
    },
  });
}
