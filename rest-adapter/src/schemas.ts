import { z } from 'zod';
import type { Surface } from './route.js';

// The pieces every route's declaration shares: the two error envelopes and the list envelope.
// `.meta({ id })` names a schema; the OpenAPI document refers to it from `components/schemas`.

/** `{type:"error", error:{type, message, request_id, ...}}` (memory spec, "Error envelope"). */
export const MemoryError = z
  .object({
    type: z.literal('error'),
    error: z.looseObject({
      type: z.string().meta({ description: 'Machine-readable type, for example `invalid_request_error`.' }),
      message: z.string().meta({ description: 'Human text, never to be branched on.' }),
      request_id: z.string().meta({ description: 'To be quoted to support.' }),
      code: z.string().optional().meta({
        description: 'The code every surface answers with (the marketplace envelope\'s `error.code`, GraphQL\'s `extensions.code`), for example `not_found` or `insufficient_scope`.',
      }),
    }),
  })
  .meta({
    id: 'MemoryError',
    description: 'The memory surface\'s error envelope. Typed extra fields may appear in `error`, for example `speaker` and `speaker_limit`.',
    example: { type: 'error', error: { type: 'not_found_error', message: 'Store u_123 does not exist.', request_id: 'req_01J9ZQ7X' } },
  });

/** `{error:{code, message, status, request_id, ...}}` (marketplace spec, "Errors"). */
export const MarketplaceError = z
  .object({
    error: z.looseObject({
      code: z.string().meta({ description: 'Machine-readable code, for example `invalid_parameter`.' }),
      message: z.string(),
      status: z.int().meta({ description: 'The HTTP status, repeated.' }),
      request_id: z.string(),
      param: z.string().optional(),
      details: z.array(z.looseObject({ field: z.string(), message: z.string() })).optional(),
      required_scope: z.string().optional(),
    }),
  })
  .meta({
    id: 'MarketplaceError',
    description: 'The marketplace surface\'s error envelope.',
    example: { error: { code: 'not_found', message: 'No API with id api_missing.', status: 404, request_id: 'req_01J9ZQ7X', param: 'api_id' } },
  });

export const errorEnvelope = (surface: Surface) => (surface === 'memory' ? MemoryError : MarketplaceError);

/** The list envelope (`object: list`), with both `total` and `total_count` and the cursor when paginated by one. */
export const listOf = <T extends z.ZodType>(item: T, opts: { cursor?: boolean } = {}) =>
  z.looseObject({
    object: z.literal('list'),
    data: z.array(item),
    total: z.int(),
    total_count: z.int(),
    has_more: z.boolean(),
    limit: z.int(),
    offset: z.int(),
    ...(opts.cursor ? { next_cursor: z.string().nullable().meta({ description: 'Pass back as `after`; null on the last page.' }) } : {}),
  });

export const dateTime = z.string().meta({ format: 'date-time' });
