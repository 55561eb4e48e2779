import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey } from '../../../common/src/client-address.js';
import type { Config } from '../../../common/src/config.js';
import { AppError, ErrorCode } from '../../../common/src/errors.js';
import { surfaceAt } from '../surfaces.js';

/** Header names sent on every limited response (the marketplace spec leaves them open). */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
} as const;


export interface RateLimitDecision {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  allowed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's budget decision while it is still on its way from Redis: a request that changes
     * nothing may run meanwhile (see `registerRateLimit`), and waits for it before it answers.
     */
    pendingBudget?: Promise<RateLimitDecision>;
  }
  interface FastifyContextConfig {
    /** The route changes nothing: it may run while its budget is being counted. */
    readOnly?: boolean;
  }
}

/**
 * Requests a subject's last known budget must still have room for, beyond those already running
 * unconfirmed, before a read may start ahead of its count. Other replicas spend the same budget
 * meanwhile: the margin bounds the work done for reads that will be answered 429 after all.
 */
export const EARLY_START_MARGIN = 10;

/** A subject's budget as this replica last heard it from Redis. */
interface KnownBudget {
  remaining: number;
  /** Reads running whose count has not come back yet. */
  unconfirmed: number;
}

/**
 * Fixed-window request budgets per account and tier (per IP for requests without a valid key), kept
 * in Redis so every edge replica shares them. If Redis is unreachable each replica falls back to its
 * own in-memory window rather than failing or freeing every request. Once a subject's budget is
 * spent, the replica that saw it remembers so until the window resets and refuses it without asking
 * Redis (the refusals a flood consists of cost no round trip).
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  /** The last decision per subject (bounded: a flood of addresses evicts, it never grows memory). */
  private readonly known = new LRUCache<string, KnownBudget>({ max: 20_000 });

  constructor(
    private readonly redis: Redis,
    private readonly settings: Config['rateLimit'],
    private readonly prefix: string,
  ) {}

  get windowSeconds(): number {
    return this.settings.windowSeconds;
  }

  limitFor(tier: string | undefined): number {
    if (tier === undefined) return this.settings.anonymous;
    return this.settings.tiers[tier] ?? this.settings.tiers.free!;
  }

  private limiter(points: number): RateLimiterRedis {
    let limiter = this.limiters.get(String(points));
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.prefix}:rl:${points}`,
        points,
        duration: this.settings.windowSeconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: this.settings.windowSeconds }),
        // A subject that has spent its budget is refused here until its window resets, without a
        // Redis round trip: a flood of refused requests costs this replica as little as possible.
        inMemoryBlockOnConsumed: points,
      });
      this.limiters.set(String(points), limiter);
    }
    return limiter;
  }

  /**
   * The subject's budget as it stands, taking nothing from it (the probes' headers). A subject with
   * no request in the window yet has its whole budget, for a full window.
   */
  async peek(subject: string, tier: string | undefined): Promise<RateLimitDecision> {
    const limit = this.limitFor(tier);
    const res = await this.limiter(limit).get(subject);
    if (!res) return { limit, remaining: limit, resetSeconds: this.settings.windowSeconds, allowed: true };
    return { limit, remaining: res.remainingPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)), allowed: res.remainingPoints > 0 };
  }

  /** Takes `points` requests' worth from the subject's budget (a GraphQL document costs what it asks for). */
  async consume(subject: string, tier: string | undefined, points = 1): Promise<RateLimitDecision> {
    const limit = this.limitFor(tier);
    const decision = await this.decide(subject, limit, points);
    const known = this.known.get(subject);
    if (known) known.remaining = decision.remaining;
    else this.known.set(subject, { remaining: decision.remaining, unconfirmed: 0 });
    return decision;
  }

  /**
   * Counts one request like `consume`, or returns undefined when the subject's last known budget
   * has no clear room for it (unknown, nearly spent, or too many reads already running unconfirmed):
   * the caller then waits for `consume`. While the count is on its way the request may run.
   * Whatever is returned settles to the same decision `consume` gives.
   */
  consumeEarly(subject: string, tier: string | undefined): Promise<RateLimitDecision> | undefined {
    const known = this.known.get(subject);
    if (!known || known.remaining - known.unconfirmed <= EARLY_START_MARGIN) return undefined;
    known.unconfirmed++;
    return this.consume(subject, tier).finally(() => {
      known.unconfirmed--;
    });
  }

  private async decide(subject: string, limit: number, points: number): Promise<RateLimitDecision> {
    try {
      const res = await this.limiter(limit).consume(subject, points);
      return { limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000), allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), allowed: false };
      }
      throw rejection;
    }
  }
}

/**
 * Who a request's budget belongs to: its account, or its client's address when it has no valid key
 * (`req.ip`: behind TRUSTED_PROXIES the address they forwarded; an IPv6 client by its /64).
 */
export function budgetSubject(req: FastifyRequest): string {
  return req.principal ? `account:${req.principal.accountId}` : `ip:${clientAddressKey(req.ip)}`;
}

function setHeaders(reply: FastifyReply, decision: RateLimitDecision): void {
  reply.header(RATE_LIMIT_HEADERS.limit, decision.limit);
  reply.header(RATE_LIMIT_HEADERS.remaining, decision.remaining);
  reply.header(RATE_LIMIT_HEADERS.reset, decision.resetSeconds);
}

function limitError(limits: RateLimits, reply: FastifyReply, decision: RateLimitDecision): AppError {
  reply.header('retry-after', String(decision.resetSeconds));
  return new AppError(
    ErrorCode.RateLimited,
    `Rate limit of ${decision.limit} requests per ${limits.windowSeconds} s reached; retry in ${decision.resetSeconds} s.`,
    { retry_after: decision.resetSeconds },
  );
}

/**
 * Counts every request but the probes (`/health`, `/ready`) against its account's (or IP's) budget,
 * sets the rate-limit headers on every response (a probe's show the budget without taking from it,
 * so probes cannot starve a deployment), and answers 429 with `Retry-After` once the budget is spent. It runs when
 * the request arrives, before its body is read, so requests whose body is refused (too large, not
 * JSON) are counted too and a spent budget is refused without reading the body at all. Registered after
 * authentication, so the principal's tier is known.
 *
 * A request with a valid key to a route that changes nothing (`config.readOnly`) whose account's
 * budget had clear room at its last count does not wait for Redis: it runs while it is counted, and
 * its answer waits for the count. That answer is the one waiting first would have given: the same
 * headers, and, if the count says the budget is spent, the 429 (`refusal` gives its body) in place
 * of whatever the request would have answered, success or error. A write always waits.
 */
export function registerRateLimit(
  app: FastifyInstance,
  limits: RateLimits,
  reject: (req: FastifyRequest, reply: FastifyReply, err: AppError) => FastifyReply,
  refusal: (req: FastifyRequest, err: AppError) => string,
): void {
  app.addHook('onRequest', async (req, reply) => {
    if (surfaceAt(req.url).unlimited) {
      // A probe answers whatever happens to the budget's store.
      const budget = await limits.peek(budgetSubject(req), req.principal?.tier).catch(() => undefined);
      if (budget) setHeaders(reply, budget);
      return;
    }
    if (req.principal && req.routeOptions.config.readOnly) {
      const early = limits.consumeEarly(budgetSubject(req), req.principal.tier);
      if (early) {
        req.pendingBudget = early;
        // Awaited before the answer goes out (below); a failure is answered there, not left unhandled.
        early.catch(() => undefined);
        return;
      }
    }
    const decision = await limits.consume(budgetSubject(req), req.principal?.tier);
    setHeaders(reply, decision);
    if (!decision.allowed) return reject(req, reply, limitError(limits, reply, decision));
  });
  // Every answer of a request that ran ahead of its count, whichever way it was reached (handler,
  // refused body, input guard, version check), waits for the count here.
  app.addHook('onSend', async (req, reply, payload) => {
    const pending = req.pendingBudget;
    if (!pending) return payload;
    req.pendingBudget = undefined;
    const decision = await pending;
    setHeaders(reply, decision);
    if (decision.allowed) return payload;
    const err = limitError(limits, reply, decision);
    reply.code(429).header('content-type', 'application/json; charset=utf-8');
    return refusal(req, err);
  });
}

/**
 * Takes `points` more from the request's budget (one was taken when it arrived); throws the 429 error
 * when the budget cannot cover them, with the headers set.
 */
export async function charge(limits: RateLimits, req: FastifyRequest, reply: FastifyReply, points: number): Promise<void> {
  if (points <= 0) return;
  const decision = await limits.consume(budgetSubject(req), req.principal?.tier, points);
  setHeaders(reply, decision);
  if (!decision.allowed) throw limitError(limits, reply, decision);
}
