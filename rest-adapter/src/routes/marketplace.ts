import { z } from 'zod';
import { ListApisDocument } from '../generated/operations.js';
import { defineRoute } from '../route.js';

const intParam = (name: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `\`${name}\` must be an integer.`)
    .transform(Number)
    .optional();

export const marketplaceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/marketplace/apis',
    surface: 'marketplace',
    auth: 'key',
    operation: ListApisDocument,
    input: z.looseObject({
      limit: intParam('limit'),
      offset: intParam('offset'),
      after: z.string().optional(),
      category: z.string().optional(),
      sort: z.enum(['popular', 'newest', 'name'], { error: '`sort` must be one of popular, newest, name.' }).optional(),
      status: z.string().optional(),
    }),
    variables: (q) => ({
      limit: q.limit ?? null,
      offset: q.offset ?? null,
      after: q.after ?? null,
      category: q.category ?? null,
      sort: q.sort ?? null,
      status: q.status ?? null,
    }),
    response: (d) => ({
      object: 'list',
      data: d.apis.data.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        category: a.category,
        version: a.version,
        pricing: { model: a.pricing.model, base_price: a.pricing.basePrice },
        subscribed: a.subscribed,
      })),
      total: d.apis.total,
      // Another reading of the spec names the count `total_count`; both are sent.
      total_count: d.apis.total,
      has_more: d.apis.hasMore,
      limit: d.apis.limit,
      offset: d.apis.offset,
      next_cursor: d.apis.nextCursor ?? null,
    }),
  }),
];
