import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLSchema } from 'graphql';
import { encodePrincipal, INTERNAL_HEADERS, type GraphContext } from '../../common/src/principal.js';
import { composeSupergraph } from './compose.js';
import { CachedLocalDataSource } from './local-data-source.js';

export interface SubgraphTarget {
  /** In-process schema (the single-process default: no network hop). */
  schema?: GraphQLSchema;
  /** Address of a remote subgraph server (scale-out). */
  url?: string;
}

/** The supergraph: composed in code, each subgraph reached in process or over HTTP. */
export function createGateway(targets: Record<'memory' | 'marketplace', SubgraphTarget>, internalToken: string): ApolloGateway {
  const { supergraphSdl } = composeSupergraph();
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
