import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export interface OperationSource {
  query: string;
  operationName: string | null;
}

// Printed and named once per document (graphql-js would print a DocumentNode on every call).
const sources = new WeakMap<DocumentNode, OperationSource>();

/** The text and name a named operation is sent with, and fingerprinted by for `Idempotency-Key`. */
export function operationSource(document: DocumentNode): OperationSource {
  let source = sources.get(document);
  if (!source) {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    source = { query: print(document), operationName: operation?.name?.value ?? null };
    sources.set(document, source);
  }
  return source;
}
