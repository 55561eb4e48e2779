import { checkFirst, type ConnectionArgs } from '../../../../../common/src/connections.js';
import type { Page } from './providers/pagination.js';

/** `first`/`after` of a connection as the `limit`/`after` of the service's pages. */
export const pageArgs = (a: ConnectionArgs) => ({ limit: checkFirst(a.first), after: a.after ?? null });

/** A page's fields but its `data`, for the offset/cursor lists (`InvoiceList`, `AlertList`, …). */
export const pageFields = (p: Page<unknown>) => ({ total: p.total, hasMore: p.hasMore, limit: p.limit, offset: p.offset, nextCursor: p.nextCursor });
