import { LocalGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { execute, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';

type Response = Awaited<ReturnType<LocalGraphQLDataSource['process']>>;
type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/**
 * An in-process subgraph that parses and validates each distinct fetch operation once. The query
 * planner sends the same few operation texts again and again; Apollo's own local data source parses
 * and validates each of them on every request.
 */
export class CachedLocalDataSource<TContext extends Record<string, unknown>> extends LocalGraphQLDataSource<TContext> {
  private readonly documents = new LRUCache<string, Prepared>({ max: 2000 });

  constructor(schema: GraphQLSchema) {
    super(schema);
  }

  override async process({ request, context }: GraphQLDataSourceProcessOptions<TContext>): Promise<Response> {
    const source = request.query!;
    let prepared = this.documents.get(source);
    if (!prepared) {
      const document = parse(source);
      const errors = validate(this.schema, document);
      prepared = errors.length ? { errors } : { document };
      this.documents.set(source, prepared);
    }
    if ('errors' in prepared) return { errors: prepared.errors };
    return execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    }) as Promise<Response>;
  }
}
