import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './generated/schema.js';

// The OpenAPI document keeps request bodies open (`additionalProperties: {}`: the service ignores
// fields it does not know), so the generated body types end in `& { [key: string]: unknown }` and a
// misspelt field (`maxResults`) type-checks. The SDK closes them: an object type that names its
// fields loses its index signature (a record with no named field, e.g. `metadata`, keeps it).

type KnownKey<K> = string extends K ? never : number extends K ? never : symbol extends K ? never : K;
type HasKnownKeys<T> = [keyof { [K in keyof T as KnownKey<K>]: unknown }] extends [never] ? false : true;

/** `T` with the index signatures of its named-field object types removed, at every depth. */
export type Closed<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Closed<U>[]
    : T extends object
      ? HasKnownKeys<T> extends true
        ? { [K in keyof T as KnownKey<K>]: Closed<T[K]> }
        : T
      : T;

type ClosedContent<C> = { [M in keyof C]: Closed<C[M]> };
type ClosedRequestBody<B> = B extends { content: infer C } ? { [K in keyof B]: K extends 'content' ? ClosedContent<C> : B[K] } : B;
type ClosedOperation<O> = O extends object ? { [K in keyof O]: K extends 'requestBody' ? ClosedRequestBody<O[K]> : O[K] } : O;

/** The generated `paths` with every JSON request body closed. */
export type ClosedPaths = {
  [P in keyof paths]: { [M in keyof paths[P]]: M extends 'parameters' ? paths[P][M] : ClosedOperation<paths[P][M]> };
};

// openapi-fetch infers a call's options as a type parameter (`Init extends MaybeOptionalInit<...>`),
// and an inferred type is only checked for assignability, never for excess properties. These
// signatures fix the options' type from the path alone, so an object literal is checked field by field.
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type PathsWith<M extends HttpMethod> = { [P in keyof ClosedPaths]: ClosedPaths[P] extends { [K in M]: object } ? P : never }[keyof ClosedPaths];
type Options<P extends keyof ClosedPaths, M extends HttpMethod> = MaybeOptionalInit<ClosedPaths[P], M & keyof ClosedPaths[P]>;
type OptionsParam<I> = undefined extends I ? [init?: I] : [init: I];

/** A typed call of one HTTP method: the path picks the operation, whose parameters and body are checked exactly. */
export type ExactMethod<M extends HttpMethod> = <P extends PathsWith<M>>(
  url: P,
  ...init: OptionsParam<Options<P, M>>
) => Promise<FetchResponse<ClosedPaths[P][M & keyof ClosedPaths[P]] & Record<string | number, unknown>, Options<P, M>, `${string}/${string}`>>;
