// Query shapes shared by the marketplace routes.
import { z } from 'zod';

export const intParam = (name: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `\`${name}\` must be an integer.`)
    .transform(Number)
    .optional()
    // What a client sends: the query string carries it as digits.
    .meta({ type: 'integer' });

export const boolParam = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `\`${name}\` must be true or false.` })
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .meta({ type: 'boolean' });

export const surface = { surface: 'marketplace', auth: 'key' } as const;

/** `limit`, `offset` and `after` (a `next_cursor`), the paging of every cursor-paginated list. */
export const paging = {
  limit: intParam('limit'),
  offset: intParam('offset'),
  after: z.string().optional(),
};
export const pagingVariables = (q: { limit?: number; offset?: number; after?: string }) => ({ limit: q.limit ?? null, offset: q.offset ?? null, after: q.after ?? null });

export const usageQuery = {
  from: z.string().optional(),
  to: z.string().optional(),
  granularity: z.string().optional(),
};
