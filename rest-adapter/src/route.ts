import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import type { Scope } from '../../common/src/principal.js';

export type Surface = 'memory' | 'marketplace';

/**
 * One REST route: method + path -> a named GraphQL operation, with the mapping of the REST input
 * onto its variables and of its data onto the REST response. No domain rules live here.
 */
export interface RestRoute<TInput = unknown, TData = unknown, TVars = unknown> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  surface: Surface;
  /** `none` for the meta endpoints; otherwise the surface's own key header is required. */
  auth: 'none' | 'key';
  /**
   * The scope the caller's key or token must carry (null: none, e.g. introspection). Checked before
   * the operation runs and before any `Idempotency-Key` replay, so a replay never skips it.
   */
  scope: Scope | null;
  /** Honours `Idempotency-Key`: the first 2xx answer of a key is replayed for ten minutes. */
  idempotent?: boolean;
  operation: TypedDocumentNode<TData, TVars>;
  /** Shape of the REST input (JSON body for POST, query string for GET), per the spec. */
  input: z.ZodType<TInput>;
  variables: (input: TInput, params: Record<string, string>) => TVars;
  response: (data: TData, input: TInput) => unknown;
  /** Success status (200 unless the route creates something). */
  status?: number;
}

export function defineRoute<TInput, TData, TVars>(route: RestRoute<TInput, TData, TVars>): RestRoute {
  return route as unknown as RestRoute;
}

/** Drops keys whose value is null or undefined (fields the spec marks as absent when unknown). */
export function compact<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
