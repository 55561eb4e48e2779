import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../../common/src/errors.js';
import { newestFirstPages } from './pagination.js';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `row_${i}`, createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, 0, 0) - i * 1000) }));

describe('newest-first keyset pages', () => {
  const pages = newestFirstPages('alerts');

  it('reads limit, offset and a cursor; the cursor gives the keyset after the last row and overrides offset', () => {
    expect(pages.read({})).toEqual({ limit: 20, offset: 0, after: undefined });
    const first = pages.page(rows(3), 7, pages.read({ limit: 2, offset: 0 }));
    expect(first).toMatchObject({ total: 7, hasMore: true, limit: 2, offset: 0, data: rows(2) });
    const next = pages.read({ limit: 2, offset: 5, after: first.nextCursor });
    expect(next).toEqual({
      limit: 2,
      offset: 0,
      after: { OR: [{ createdAt: { lt: rows(2)[1]!.createdAt } }, { createdAt: rows(2)[1]!.createdAt, id: { gt: 'row_1' } }] },
    });
  });

  it('has no cursor on the last page', () => {
    expect(pages.page(rows(2), 2, pages.read({ limit: 2 }))).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('refuses a forged cursor and a cursor of another list with 400 on `after`', () => {
    const theirs = newestFirstPages('invoices').page(rows(2), 2, { limit: 1, offset: 0 }).nextCursor!;
    for (const after of ['garbage', theirs, Buffer.from(JSON.stringify({ k: 'alerts', t: 'yesterday', id: 'x' })).toString('base64url')]) {
      let error: unknown;
      try {
        pages.read({ after });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields.param).toBe('after');
    }
    expect(() => pages.read({ limit: 101 })).toThrow(/limit/);
  });
});
