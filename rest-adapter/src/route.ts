import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import type { Scope } from '../../common/src/principal.js';
import { errorEnvelope } from './schemas.js';

export type Surface = 'memory' | 'marketplace';

/** The names of a path's parameters: `'webhook_id' | 'delivery_id'` for `/v1/webhooks/:webhook_id/deliveries/:delivery_id/retry`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** A route's path parameters, typed from its path. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The schema of a path's parameters: each a non-empty string (what Fastify validates and the OpenAPI document states). */
export function pathParamsSchema(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1)]))) : undefined;
}

/**
 * One REST route: method + path -> a named GraphQL operation, with the mapping of the REST input
 * onto its variables and of its data onto the REST response. No domain rules live here.
 */
export interface RestRoute<TInput = unknown, TData = unknown, TVars = unknown, TPath extends string = string> {
  method: 'GET' | 'POST' | 'DELETE';
  path: TPath;
  surface: Surface;
  /** `none` for the meta endpoints; otherwise a key or token is required (`X-API-Key` or `Authorization: Bearer`). */
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
  variables: (input: TInput, params: PathParams<TPath>) => TVars;
  response: (data: TData, input: TInput) => unknown;
  /** One line for the reference (`/docs`): what the route does. */
  summary: string;
  /**
   * Every answer the route itself gives, by status: its success (200, or 201 when it creates
   * something) and the errors particular to it (404, 409, ...), each with its body. The errors every
   * route may answer (bad input, key, scope, limits, outages) are added by `responsesOf`.
   */
  responses: Record<number, z.ZodType>;
  /**
   * A route that answers a stream rather than one document (`application/x-ndjson`: one JSON
   * document a line; its success schema is one line's). The operation runs once per page, and the
   * next page only once the client has taken the last (constant memory, whatever the size); `next`
   * gives the next page's variables, null after the last. An error before the first byte is the
   * usual error answer; one after it is the stream's last line, the error envelope.
   */
  /**
   * The body may also come as NDJSON (`application/x-ndjson`): its lines become this array field of
   * the input, and `user_id` comes from the query string.
   */
  ndjsonBody?: string;
  stream?: { contentType: 'application/x-ndjson'; items: (data: TData) => unknown[]; next: (data: TData, variables: TVars) => TVars | null };
}

/** The success status: the route's one 2xx response. */
export function successStatus(route: RestRoute): number {
  return Number(Object.keys(route.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);
}

/**
 * Every status a route may answer, with its body: its own declaration plus the errors of the edge
 * in front of it, each in the surface's envelope.
 */
export function responsesOf(route: RestRoute): Record<number, z.ZodType> {
  const error = errorEnvelope(route.surface);
  const statuses = [400, 413, 429, 500, 503];
  if (route.auth === 'key') statuses.push(401);
  if (route.scope || route.auth === 'key') statuses.push(403);
  if (route.idempotent) statuses.push(409, 422);
  if (route.method === 'POST') statuses.push(415);
  const all: Record<number, z.ZodType> = Object.fromEntries(statuses.map((s) => [s, error]));
  Object.assign(all, route.responses);
  return all;
}

export function defineRoute<TInput, TData, TVars, const TPath extends string>(route: RestRoute<TInput, TData, TVars, TPath>): RestRoute {
  return route as unknown as RestRoute;
}

/** Drops keys whose value is null or undefined (fields the spec marks as absent when unknown). */
export function compact<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
