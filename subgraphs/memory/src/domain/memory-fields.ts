import type { MemoryRow } from '../storage/record-store.js';
import { createHash } from 'node:crypto';

/** Normalised content hash: exact duplicates differ at most in case and spacing. */
export function contentHash(content: string): string {
  return createHash('sha256').update(content.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex');
}

/** The month a memory belongs to (`YYYY-MM`), from its event date or, failing that, its creation. */
export function timeBucket(d: Date): string {
  return d.toISOString().slice(0, 7);
}

/** Partition key of a store's vectors: the account and its memory pool. */
export function tenantOf(store: { accountId: string; namespace: string }): string {
  return `${store.accountId}:${store.namespace}`;
}

/** A memory as its webhook events carry it (`memory.created`, `memory.superseded`). */
export function memoryObject(store: { name: string }, r: MemoryRow): Record<string, unknown> {
  return {
    object: 'memory',
    id: r.id,
    user_id: store.name,
    content: r.content,
    category: r.category,
    speaker: r.speaker,
    event_date: r.eventDate?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
  };
}
