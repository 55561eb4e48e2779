import { performance } from 'node:perf_hooks';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { subgraphFetchDuration } from '../../common/src/telemetry/metrics.js';

type Child = ReturnType<typeof subgraphFetchDuration.labels>;

/**
 * A subgraph as the gateway sees it, with every fetch timed by subgraph and outcome: `ok` when the
 * subgraph answered (with or without GraphQL errors), `error` when it did not (unreachable, refused,
 * an HTTP failure). Part of the metrics plugin: the data sources themselves know nothing of it.
 */
export class MeasuredDataSource<TContext extends Record<string, unknown>> implements GraphQLDataSource<TContext> {
  private readonly ok: Child;
  private readonly failed: Child;

  constructor(
    private readonly inner: GraphQLDataSource<TContext>,
    subgraph: string,
  ) {
    this.ok = subgraphFetchDuration.labels(subgraph, 'ok');
    this.failed = subgraphFetchDuration.labels(subgraph, 'error');
  }

  async process(options: GraphQLDataSourceProcessOptions<TContext>): ReturnType<GraphQLDataSource<TContext>['process']> {
    const started = performance.now();
    let outcome = this.failed;
    try {
      const response = await this.inner.process(options);
      outcome = this.ok;
      return response;
    } finally {
      outcome.observe((performance.now() - started) / 1000);
    }
  }
}
