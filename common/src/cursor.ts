import { z } from 'zod';
import { invalid } from './errors.js';
import { findBadInput } from './input-text.js';

/** Longest cursor accepted: ours are well under 200 characters. */
const MAX_CURSOR_CHARS = 512;

/** Years both Postgres `timestamptz` and a JS `Date` hold, written as four digits. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export function isStorableDate(d: Date): boolean {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** An ISO date-time string whose instant is a storable date. */
export const storableDateString = z.string().refine((v) => isStorableDate(new Date(v)));

/**
 * The one cursor codec: a cursor is base64url JSON that the service wrote, and reading one validates
 * every field, so a forged or extreme cursor answers 400 and never reaches a query.
 */
export function cursorCodec<T>(schema: z.ZodType<T>, param: string, message: string) {
  return {
    encode: (value: T): string => Buffer.from(JSON.stringify(value)).toString('base64url'),
    decode(raw: string): T {
      try {
        if (raw.length > MAX_CURSOR_CHARS || !/^[A-Za-z0-9_-]+$/.test(raw)) throw new Error('not base64url');
        const decoded: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
        if (findBadInput(decoded)) throw new Error('unstorable text');
        return schema.parse(decoded);
      } catch {
        throw invalid(message, { param });
      }
    },
  };
}
