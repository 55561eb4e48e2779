import { LocalGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { execute, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { inSpan, spansEnabled } from '../../common/src/telemetry/spans.js';

type Response = Awaited<ReturnType<LocalGraphQLDataSource['process']>>;
type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/**
 * An in-process subgraph that parses and validates each distinct fetch operation once. The query
 * planner sends the same few operation texts again and again; Apollo's own local data source parses
 * and validates each of them on every request. With tracing on, each fetch runs in a span of the
 * subgraph (`subgraph memory`), where a subgraph server's request span would be.
 */
export class CachedLocalDataSource<TContext extends Record<string, unknown>> extends LocalGraphQLDataSource<TContext> {
  private readonly documents = new LRUCache<string, Prepared>({ max: 2000 });
  private readonly spanName: string;
  private readonly spanAttributes: { 'graphql.subgraph.name': string };

  constructor(
    readonly name: string,
    schema: GraphQLSchema,
  ) {
    super(schema);
    this.spanName = `subgraph ${name}`;
    this.spanAttributes = { 'graphql.subgraph.name': name };
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
    const run = () =>
      execute({
        schema: this.schema,
        document: prepared.document,
        variableValues: request.variables,
        operationName: request.operationName,
        contextValue: context,
      }) as Promise<Response>;
    return spansEnabled() ? inSpan(this.spanName, this.spanAttributes, run) : run();
  }
}
