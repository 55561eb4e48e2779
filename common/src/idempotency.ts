import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError, ErrorCode, invalid } from './errors.js';
import { logger } from './logger.js';

/** `Idempotency-Key` values the service accepts (memory spec, "Idempotency-Key"). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** How long the first 2xx answer is replayed. */
export const IDEMPOTENCY_WINDOW_SECONDS = 600;

/**
 * How long a key stays claimed by a request that has not answered yet, unless its process renews the
 * claim: a request still running renews it every third of this, so a process that died (a killed
 * replica) frees its keys within this many seconds and the client's retry runs.
 */
export const IN_FLIGHT_LEASE_SECONDS = 15;

/** The longest a running request keeps its key claimed by renewals (one never settled stops here). */
export const IN_FLIGHT_MAX_SECONDS = 120;

/** Extends a claim's lease only while the entry is still that claim (not settled, not taken over). */
const RENEW_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end`;

export interface StoredResponse {
  status: number;
  body: unknown;
}

interface Entry {
  fingerprint: string;
  /** The key or token that made the first request; only it may see the answer again. */
  credentialId?: string;
  state: 'in_flight' | 'done';
  /** The claim's own id, so only it renews its lease. */
  owner?: string;
  response?: StoredResponse;
}

/** Who a key belongs to and what the request was, so a reuse with another body is recognised. */
export interface IdempotentRequest {
  accountId: string;
  /**
   * The key or token id of the caller. A replay goes only to the credential that made the first
   * request: another credential of the account (say a read-only key) gets 422, never the stored answer.
   */
  credentialId: string;
  key: string;
  /** Method, path, body and anything else that makes two requests "the same write". */
  fingerprintParts: unknown[];
  /** The memory store the write targets, so `forget` can erase replays that hold its content. */
  store?: string;
}

/** A key claimed by a running request; settled with its answer (undefined when it failed). */
export interface Claim {
  settle(response: StoredResponse | undefined): Promise<void>;
  /** How many times the claim's lease was renewed so far. */
  readonly renewals?: number;
}

export type IdempotentOutcome =
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'fresh'; response: StoredResponse };

/** JSON with object keys sorted, so key order does not make two equal bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/** Checks a presented header; undefined when absent. */
export function parseIdempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw invalid('`Idempotency-Key` must be 1 to 128 characters from A-Z a-z 0-9 . _ : -', { param: 'Idempotency-Key' });
  }
  return value;
}

/**
 * The replay window for writes sent with `Idempotency-Key`, held in Redis (ephemeral by contract:
 * a flush clears it early, as the spec allows). The first 2xx answer of a key is kept for ten minutes
 * and replayed for the same request; the same key with another request answers 422; a failed answer
 * is not kept, so the client may retry at once. A key whose first request is still running answers
 * 409 rather than running the write twice.
 */
export class IdempotencyStore {
  private readonly leaseSeconds: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: { leaseSeconds?: number } = {},
  ) {
    this.leaseSeconds = opts.leaseSeconds ?? IN_FLIGHT_LEASE_SECONDS;
  }

  private entryKey(accountId: string, key: string) {
    return `${this.prefix}:idem:${accountId}:${key}`;
  }

  private storeIndexKey(accountId: string, store: string) {
    return `${this.prefix}:idem-store:${accountId}:${store}`;
  }

  /**
   * Claims a key for a request: either the earlier answer to replay, or a claim that the caller
   * settles with the answer (kept when 2xx, released otherwise). Throws 422 for the same key with
   * another request and 409 while the first request with the key is still running.
   */
  async begin(request: IdempotentRequest): Promise<{ kind: 'replay'; response: StoredResponse } | { kind: 'claimed'; claim: Claim }> {
    const entryKey = this.entryKey(request.accountId, request.key);
    const fingerprint = fingerprintOf(request.fingerprintParts);
    const claimEntry: Entry = { fingerprint, credentialId: request.credentialId, state: 'in_flight', owner: randomUUID() };
    const claimValue = JSON.stringify(claimEntry);
    let claimed: string | null;
    let raw: string | null = null;
    try {
      claimed = await this.redis.set(entryKey, claimValue, 'EX', this.leaseSeconds, 'NX');
      if (!claimed) raw = await this.redis.get(entryKey);
    } catch (err) {
      // The window is best-effort by contract: with Redis down the write still runs, unprotected.
      logger.warn({ err: (err as Error).message }, 'idempotency window unavailable; running the request without replay protection');
      return { kind: 'claimed', claim: { settle: async () => {} } };
    }
    if (!claimed) {
      // Expired between the two calls: treat as a new request.
      if (!raw) return this.begin(request);
      const existing = JSON.parse(raw) as Entry;
      if (existing.credentialId !== request.credentialId) {
        throw new AppError(
          ErrorCode.IdempotencyMismatch,
          'This Idempotency-Key was used by another API key or token of the account; use a new key for a new write.',
          { param: 'Idempotency-Key' },
        );
      }
      if (existing.fingerprint !== fingerprint) {
        throw new AppError(
          ErrorCode.IdempotencyMismatch,
          'This Idempotency-Key was already used with a different request; use a new key for a new write.',
          { param: 'Idempotency-Key' },
        );
      }
      if (existing.state === 'done' && existing.response) return { kind: 'replay', response: existing.response };
      throw new AppError(ErrorCode.IdempotencyInProgress, 'A request with this Idempotency-Key is still running; retry shortly.', {
        param: 'Idempotency-Key',
      });
    }
    const lease = this.renewWhileRunning(entryKey, claimValue);
    return {
      kind: 'claimed',
      claim: {
        get renewals() {
          return lease.renewals;
        },
        settle: async (response) => {
          lease.stop();
          try {
            await this.remember(request, entryKey, fingerprint, response);
          } catch (err) {
            logger.warn({ err: (err as Error).message }, 'could not keep the answer in the idempotency window');
          }
        },
      },
    };
  }

  /**
   * Renews a claim's lease every third of it while its request runs, for at most
   * IN_FLIGHT_MAX_SECONDS. A failed renewal is left to the next one: if none succeeds the claim
   * lapses, as it does when the process dies.
   */
  private renewWhileRunning(entryKey: string, claimValue: string) {
    const started = Date.now();
    const lease = { renewals: 0, stop: () => clearInterval(timer) };
    const timer = setInterval(() => {
      if (Date.now() - started >= IN_FLIGHT_MAX_SECONDS * 1000) return lease.stop();
      this.redis.eval(RENEW_IF_OURS, 1, entryKey, claimValue, String(this.leaseSeconds)).then(
        (kept) => {
          if (kept === 1) lease.renewals++;
          else lease.stop(); // settled, or lapsed and taken by another request
        },
        (err: Error) => logger.warn({ err: err.message }, 'could not renew an Idempotency-Key claim'),
      );
    }, (this.leaseSeconds * 1000) / 3);
    timer.unref();
    return lease;
  }

  /** Runs `execute` once per key and request; replays its 2xx answer for the window. */
  async run(request: IdempotentRequest, execute: () => Promise<StoredResponse>): Promise<IdempotentOutcome> {
    const started = await this.begin(request);
    if (started.kind === 'replay') return started;
    let response: StoredResponse;
    try {
      response = await execute();
    } catch (err) {
      await started.claim.settle(undefined);
      throw err;
    }
    await started.claim.settle(response);
    return { kind: 'fresh', response };
  }

  /** Keeps a 2xx answer for the window; anything else (or no answer) frees the key at once. */
  private async remember(request: IdempotentRequest, entryKey: string, fingerprint: string, response: StoredResponse | undefined) {
    if (response && response.status >= 200 && response.status < 300) {
      const done: Entry = { fingerprint, credentialId: request.credentialId, state: 'done', response };
      const multi = this.redis.multi().set(entryKey, JSON.stringify(done), 'EX', IDEMPOTENCY_WINDOW_SECONDS);
      if (request.store) {
        const index = this.storeIndexKey(request.accountId, request.store);
        multi.sadd(index, request.key).expire(index, IDEMPOTENCY_WINDOW_SECONDS);
      }
      await multi.exec();
    } else {
      await this.redis.del(entryKey);
    }
  }

  /**
   * Erases the replays that hold a store's content: all of them, or only those whose request or
   * answer mentions `memoryId`. Part of `forget`: erased content must not come back as a replay.
   */
  async forget(accountId: string, store: string, memoryId?: string): Promise<void> {
    const index = this.storeIndexKey(accountId, store);
    const keys = await this.redis.smembers(index);
    if (keys.length === 0) return;
    const entryKeys = keys.map((k) => this.entryKey(accountId, k));
    if (memoryId === undefined) {
      await this.redis.multi().del(...entryKeys).del(index).exec();
      return;
    }
    const raws = await this.redis.mget(...entryKeys);
    const doomed = keys.filter((_, i) => raws[i]?.includes(memoryId));
    if (doomed.length === 0) return;
    await this.redis
      .multi()
      .del(...doomed.map((k) => this.entryKey(accountId, k)))
      .srem(index, ...doomed)
      .exec();
  }
}
