import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { LRUCache } from 'lru-cache';
import { AppError, ErrorCode } from '../../common/src/errors.js';
import { INTERNAL_AUTHENTICATE_PATH, type AuthenticateResponse } from '../../common/src/internal-api.js';
import { logger } from '../../common/src/logger.js';
import { INTERNAL_HEADERS, type Principal } from '../../common/src/principal.js';
import { RESET_ALL, subscribePrincipalRelay, type PrincipalSubscription } from '../../common/src/principal-relay.js';
import type { Authenticator } from './auth.js';

const CACHE_MAX = 10_000;
const REQUEST_TIMEOUT_MS = 5000;

export interface RemoteAuthenticatorOptions {
  /** Origin of the marketplace server (`http://marketplace:4002`). */
  origin: string;
  internalToken: string;
  redisUrl: string;
  queuePrefix: string;
  /** Keep answers for as long as the marketplace allows (default); off, every check asks it. */
  cache?: boolean;
}

/**
 * Credentials resolved by the marketplace server (`POST /internal/authenticate`), for an edge that
 * runs without the marketplace's code or database. Answers are cached for as long as the marketplace
 * says (never longer than its own cache), and only while the principal relay is subscribed: a change
 * (revoked key or token, tier) published by the marketplace drops the account's entries at once.
 */
export class RemoteAuthenticator implements Authenticator {
  private readonly cache = new LRUCache<string, { principal: Principal | null }>({ max: CACHE_MAX });
  private readonly url: string;
  private listening = false;
  /** Bumped by every invalidation: a lookup that began before one must not cache what it read. */
  private generation = 0;
  private readonly subscription: PrincipalSubscription | undefined;
  /**
   * `invalidate` (account id, or `*`) after the cache dropped what the relay named; `listening`
   * (boolean) when the subscription is lost (the cache is emptied and unused) or in place again.
   */
  readonly events = new EventEmitter();

  constructor(private readonly opts: RemoteAuthenticatorOptions) {
    this.url = new URL(INTERNAL_AUTHENTICATE_PATH, opts.origin).toString();
    if (opts.cache ?? true) {
      this.subscription = subscribePrincipalRelay(opts.redisUrl, opts.queuePrefix, {
        invalidate: (accountId) => this.invalidate(accountId),
        listening: (on) => {
          this.generation++;
          this.cache.clear();
          this.listening = on;
          this.events.emit('listening', on);
        },
      });
    }
  }

  /** Settles once invalidations are received (caching starts then). */
  get subscribed(): Promise<void> {
    return this.subscription?.subscribed ?? Promise.resolve();
  }

  /** Whether an answer for this credential is cached (for tests and diagnostics). */
  isCached(credential: string): boolean {
    return this.cache.has(hashOf(credential));
  }

  private invalidate(accountId: string): void {
    this.generation++;
    if (accountId === RESET_ALL) this.cache.clear();
    else {
      for (const [hash, entry] of this.cache.entries()) {
        if (entry.principal?.accountId === accountId) this.cache.delete(hash);
      }
    }
    this.events.emit('invalidate', accountId);
  }

  authenticate = async (credential: string): Promise<Principal | null> => {
    if (credential.length > 200 || !/^(mk|mat|mcs)_/.test(credential)) return null;
    const hash = hashOf(credential);
    const hit = this.cache.get(hash);
    if (hit) return hit.principal;
    const generation = this.generation;
    let answer: AuthenticateResponse;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_HEADERS.token]: this.opts.internalToken },
        body: JSON.stringify({ credential }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      answer = (await res.json()) as AuthenticateResponse;
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'credential check with the marketplace failed');
      throw new AppError(ErrorCode.Unavailable, 'Credentials cannot be checked right now; try again shortly.');
    }
    if (this.listening && generation === this.generation && answer.maxAgeMs > 0) {
      this.cache.set(hash, { principal: answer.principal }, { ttl: answer.maxAgeMs });
    }
    return answer.principal;
  };

  async close(): Promise<void> {
    await this.subscription?.close();
  }
}

function hashOf(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}
