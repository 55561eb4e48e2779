import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { Scope } from '../../common/src/principal.js';

/**
 * One MCP tool: a named GraphQL operation of the memory service (the same one the REST route runs),
 * the mapping of the tool's arguments onto its variables, and of its data onto the structured result,
 * which has the REST response's shape. No memory rule lives here: the service applies them.
 */
export interface MemoryTool<TArgs extends z.ZodRawShape = z.ZodRawShape, TData = unknown, TVars = unknown, TResult = unknown> {
  name: string;
  title: string;
  /** Written for a model: what it does, when to use it, what comes back, its limits. */
  description: string;
  /** Checked before the operation runs; a key or token without it gets a tool error naming it. */
  scope: Scope;
  annotations: ToolAnnotations;
  /** Arguments, validated by the MCP server before the tool runs; each carries its own description. */
  input: TArgs;
  /** The structured result's shape (the REST response's fields). */
  output: z.ZodRawShape;
  operation: TypedDocumentNode<TData, TVars>;
  /** Arguments onto the operation's variables; throws an `AppError` for arguments that cannot go together. */
  variables: (args: z.infer<z.ZodObject<TArgs>>) => TVars;
  result: (data: TData) => TResult;
  /** The result as readable text, with every id a next call needs (clients that show only text). */
  summary: (result: TResult) => string;
}

export function defineTool<TArgs extends z.ZodRawShape, TData, TVars, TResult>(tool: MemoryTool<TArgs, TData, TVars, TResult>): MemoryTool {
  return tool as unknown as MemoryTool;
}

/** Hints for a tool that only reads. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
/** Hints for a tool that adds or changes memories without erasing any. */
export const ADDITIVE_WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
