import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { graphqlOperationDuration } from './metrics.js';

type Child = ReturnType<typeof graphqlOperationDuration.labels>;

/** The query planner names a subgraph fetch `<operation>__<subgraph>__<n>`. */
const PLANNER_SUFFIX = /__[A-Za-z0-9_]+__\d+$/;

/**
 * The `operation_name` label of an operation. A client names its documents as it likes, so the name
 * is used only when it is one of the service's own operations (`known`: the REST adapter's); any
 * other operation is labelled by its root field when it selects one (`search`, `_entities`) and
 * `multiple` otherwise. Every value comes from the schema or our documents, so the label's values are
 * bounded and carry nothing a client wrote.
 */
export function operationLabel(operation: OperationDefinitionNode, known: ReadonlySet<string>): string {
  const name = operation.name?.value.replace(PLANNER_SUFFIX, '');
  if (name && known.has(name)) return name;
  let field: string | undefined;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return 'multiple';
    if (field !== undefined && field !== selection.name.value) return 'multiple';
    field = selection.name.value;
  }
  return field ?? 'multiple';
}

/**
 * An Apollo Server plugin timing every operation from its arrival to its response, labelled by
 * operation name (see `operationLabel`) and type. A document that does not parse or validate is
 * `unknown`/`unknown`. The series of a document are found again by the parsed document Apollo keeps.
 */
export function graphqlMetrics(opts: { operationNames?: ReadonlySet<string> } = {}): ApolloServerPlugin {
  const known = opts.operationNames ?? new Set<string>();
  const unknown = graphqlOperationDuration.labels('unknown', 'unknown');
  const byDocument = new WeakMap<DocumentNode, Map<string, Child>>();

  const childOf = (rc: GraphQLRequestContextWillSendResponse<object>): Child => {
    const { document, operation } = rc;
    if (!document || !operation) return unknown;
    let byOperation = byDocument.get(document);
    if (!byOperation) byDocument.set(document, (byOperation = new Map()));
    const key = rc.operationName ?? '';
    let child = byOperation.get(key);
    if (!child) byOperation.set(key, (child = graphqlOperationDuration.labels(operationLabel(operation, known), operation.operation)));
    return child;
  };

  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(rc) {
          childOf(rc).observe((performance.now() - started) / 1000);
        },
      };
    },
  };
}
