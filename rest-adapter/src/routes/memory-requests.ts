import { z } from 'zod';

// Request shapes from spec/memory-service.md. Extra body fields are accepted on every request.
const userId = z.string({ error: '`user_id` is required and must be a string.' });
export const body = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ user_id: userId, ...shape });
export const text = (field: string) => z.string({ error: `\`${field}\` is required and must be a string.` });
export const optionalString = (field: string) => z.string({ error: `\`${field}\` must be a string.` }).nullish();
export const optionalInt = (field: string) => z.number({ error: `\`${field}\` must be an integer.` }).int(`\`${field}\` must be an integer.`).nullish();
/** `metadata`: an object whose keys the domain checks. */
export const metadata = () => z.record(z.string(), z.unknown(), { error: '`metadata` must be an object.' }).nullish();
/** An id field passed on as given, so the domain answers a malformed one with its own error. */
export const idAsGiven = (v: unknown) => (v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
