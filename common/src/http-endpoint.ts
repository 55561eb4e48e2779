import type { z } from 'zod';

/** A media type an endpoint reads or writes, by its short name. */
export type MediaKind = 'json' | 'form' | 'html' | 'text';

export const MEDIA_TYPES: Record<MediaKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  html: 'text/html',
  text: 'text/plain',
};

/** One answer of an endpoint: what it means, its body and the headers that come with it. */
export interface DeclaredResponse {
  description: string;
  body?: { kind: MediaKind; schema: z.ZodType };
  /**
   * The body may also be the marketplace's error envelope: the edge's own refusals in front of the
   * endpoint (an unknown `Service-Version`) are written in it.
   */
  orMarketplaceEnvelope?: boolean;
  headers?: ReadonlyArray<'rate-limit' | 'retry-after' | 'location'>;
}

/**
 * An HTTP endpoint the edge serves outside the REST routes table (probes, metrics, OAuth, resource
 * metadata), declared once: the server that answers it registers its handler at this method and
 * path, the edge routes and guards it by them, and the OpenAPI document describes it from this.
 */
export interface DeclaredEndpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: 'oauth' | 'meta';
  /** Honours `Service-Version` as `/v1` does (documented as its parameter). */
  versioned?: boolean;
  /** Asks for the metrics bearer token when one is configured. */
  metricsToken?: boolean;
  request?: { query?: z.ZodObject; body?: { kind: MediaKind; schema: z.ZodType } };
  responses: Record<number, DeclaredResponse>;
}

/** Keeps each declaration's literal method and path while checking it is a whole declaration. */
export const declareEndpoints = <const T extends Record<string, DeclaredEndpoint>>(endpoints: T): T => endpoints;
