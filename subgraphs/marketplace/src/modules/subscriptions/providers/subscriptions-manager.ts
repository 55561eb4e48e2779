import { AppError, ErrorCode, invalid, notFound } from '../../../../../../common/src/errors.js';
import type { Transaction } from '../../shared/providers/transaction.js';
import type { SubscriptionRow, SubscriptionStore } from './subscriptions-store.js';
import type { AccountManager } from '../../accounts/providers/accounts-manager.js';
import type { Billing } from '../../billing/providers/billing-manager.js';
import type { EmittedEvent, EventLog } from '../../shared/providers/event-log.js';
import { newestFirstPages, type PageInput } from '../../shared/providers/pagination.js';
import { newId } from '../../shared/providers/secrets.js';

/** The memory service is itself a listed API: its plan sets the account's tier. */
export const MEMORY_API_ID = 'memory-api';
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due'] as const;
const TIER_RANK: Record<string, number> = { free: 0, pro: 1, enterprise: 2 };
const PAGES = newestFirstPages('subscriptions');

export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  // 31 Jan + 1 month lands on 3 Mar in JS; clamp to the month's last day instead.
  if (next.getUTCDate() !== d.getUTCDate()) next.setUTCDate(0);
  return next;
}

/** What events carry for a subscription (spec: id, api_id, plan_id, status). */
export function subscriptionObject(s: SubscriptionRow) {
  return { id: s.id, object: 'subscription', api_id: s.apiId, plan_id: s.planId, status: s.status };
}

export interface CreateSubscriptionInput {
  apiId: string;
  planId: string;
  metadata?: Record<string, unknown> | null;
}

/** Subscriptions: create (charged at once), list, change plan, cancel now or at period end. */
export class SubscriptionManager {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly accounts: AccountManager,
    private readonly events: EventLog,
    private readonly billing: Billing,
  ) {}

  async create(accountId: string, input: CreateSubscriptionInput): Promise<SubscriptionRow> {
    if (!input.apiId) throw invalid('`api_id` is required.', { param: 'api_id' });
    if (!input.planId) throw invalid('`plan_id` is required.', { param: 'plan_id' });
    const api = await this.store.findApiWithPlans(input.apiId);
    if (!api) throw notFound(`No API with id ${input.apiId}.`, { param: 'api_id' });
    const plan = api.plans.find((p) => p.id === input.planId);
    if (!plan) {
      throw invalid(`\`plan_id\` ${input.planId} is not a plan of ${api.id}; plans: ${api.plans.map((p) => p.id).join(', ')}.`, { param: 'plan_id' });
    }
    const now = new Date();
    const emitted: EmittedEvent[] = [];
    let invoiceId: string | undefined;
    const sub = await this.store
      .transaction(async (store, tx) => {
        const row = await store.insertSubscription({
          id: newId('sub'),
          accountId,
          apiId: api.id,
          planId: plan.id,
          status: 'active',
          metadata: input.metadata ?? {},
          createdAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
        });
        emitted.push(await this.events.record(tx, accountId, 'subscription.created', subscriptionObject(row)));
        // Charges begin at once: the first period's invoice.
        const { invoice, event } = await this.billing.openInvoice(tx, row, plan.price);
        invoiceId = invoice.id;
        if (event) emitted.push(event);
        if (api.id === MEMORY_API_ID) await this.recomputeTier(tx, accountId);
        return row;
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === 'P2002') {
          throw new AppError(ErrorCode.Conflict, `The account already has a live subscription to ${api.id}; cancel it or change its plan.`, { param: 'api_id' });
        }
        throw err;
      });
    this.accounts.invalidateAccount(accountId);
    await this.events.schedule(emitted);
    if (invoiceId) await this.billing.collect(invoiceId);
    return this.store.getSubscription(sub.id);
  }

  async get(accountId: string, id: string): Promise<SubscriptionRow> {
    const sub = await this.store.findSubscription(accountId, id);
    if (!sub) throw notFound(`No subscription with id ${id}.`, { param: 'subscription_id' });
    return sub;
  }

  async list(accountId: string, input: PageInput & { status?: string | null; apiId?: string | null }) {
    const page = PAGES.read(input);
    if (input.status && !(SUBSCRIPTION_STATUSES as readonly string[]).includes(input.status)) {
      throw invalid(`\`status\` must be one of ${SUBSCRIPTION_STATUSES.join(', ')}.`, { param: 'status' });
    }
    const filter = { accountId, status: input.status, apiId: input.apiId };
    const [total, rows] = await Promise.all([this.store.countSubscriptions(filter), this.store.findSubscriptionPage(filter, page, PAGES.orderBy)]);
    return PAGES.page(rows, total, page);
  }

  /** Moves a live subscription to another plan of the same API (`subscription.updated`). */
  async changePlan(accountId: string, id: string, planId: string): Promise<SubscriptionRow> {
    const sub = await this.get(accountId, id);
    if (sub.status === 'cancelled') throw new AppError(ErrorCode.Conflict, 'A cancelled subscription cannot change plan.', { param: 'subscription_id' });
    const plan = await this.store.findPlanOfApi(sub.apiId, planId);
    if (!plan) throw invalid(`\`plan_id\` ${planId} is not a plan of ${sub.apiId}.`, { param: 'plan_id' });
    if (plan.id === sub.planId) return sub;
    const emitted: EmittedEvent[] = [];
    const updated = await this.store.transaction(async (store, tx) => {
      const row = await store.setPlan(id, planId);
      emitted.push(await this.events.record(tx, accountId, 'subscription.updated', subscriptionObject(row), { previous_attributes: { plan_id: sub.planId } }));
      if (row.apiId === MEMORY_API_ID) await this.recomputeTier(tx, accountId);
      return row;
    });
    this.accounts.invalidateAccount(accountId);
    await this.events.schedule(emitted);
    return updated;
  }

  /**
   * Cancels. Now: access ends at once (`access_until` = now). At period end: access continues until
   * `current_period_end`. Either way the status is `cancelled` and cannot be undone.
   */
  async cancel(accountId: string, id: string, atPeriodEnd: boolean): Promise<SubscriptionRow> {
    const sub = await this.get(accountId, id);
    if (sub.status === 'cancelled') return sub;
    const now = new Date();
    const emitted: EmittedEvent[] = [];
    const updated = await this.store.transaction(async (store, tx) => {
      const row = await store.markCancelled(id, { cancelledAt: now, cancelAtPeriodEnd: atPeriodEnd, accessUntil: atPeriodEnd ? sub.currentPeriodEnd : now });
      emitted.push(await this.events.record(tx, accountId, 'subscription.cancelled', subscriptionObject(row)));
      if (row.apiId === MEMORY_API_ID) await this.recomputeTier(tx, accountId);
      return row;
    });
    this.accounts.invalidateAccount(accountId);
    await this.events.schedule(emitted);
    return updated;
  }

  /** The API ids an account may use right now. */
  async accessibleApis(accountId: string, apiIds: readonly string[]): Promise<Set<string>> {
    const now = new Date();
    const rows = await this.store.findAccessibleApiIds(accountId, apiIds, now);
    return new Set(rows.map((r) => r.apiId));
  }

  /** The active plan (with access) of an account on an API, if any. */
  async currentPlan(accountId: string, apiId: string) {
    const now = new Date();
    const sub = await this.store.findNewestWithAccess(accountId, apiId, now);
    if (!sub) return null;
    const plan = await this.store.findPlan(sub.planId);
    return plan ? { sub, plan } : null;
  }

  /**
   * Sets `accounts.tier` from the memory API's subscriptions: the best plan that still grants
   * access, lapsing at that subscription's `access_until` when it was cancelled at period end. In the
   * transaction `tx` when one is given.
   */
  async recomputeTier(tx: Transaction | null, accountId: string): Promise<void> {
    const store = tx ? this.store.in(tx) : this.store;
    const now = new Date();
    const subs = await store.findAllWithAccess(accountId, MEMORY_API_ID, now);
    const plans = subs.length ? await store.findPlans(subs.map((s) => s.planId)) : [];
    let best: { tier: string; until: Date | null } = { tier: 'free', until: null };
    for (const s of subs) {
      const tier = plans.find((p) => p.id === s.planId)?.tier ?? 'free';
      const until = s.status === 'cancelled' ? s.accessUntil : null;
      const rank = TIER_RANK[tier] ?? 0;
      const bestRank = TIER_RANK[best.tier] ?? 0;
      if (rank > bestRank || (rank === bestRank && rank > 0 && (until === null || (best.until !== null && until > best.until)))) {
        best = { tier, until };
      }
    }
    await store.setAccountTier(accountId, best.tier, best.tier === 'free' ? null : best.until);
  }

  /**
   * Periodic upkeep: tiers whose access lapsed go back to free; live subscriptions whose period
   * ended roll over with a new invoice.
   */
  async sweep(now = new Date()): Promise<{ tiers: number; renewed: number }> {
    const lapsed = await this.store.findAccountsWithLapsedTier(now);
    for (const a of lapsed) {
      await this.recomputeTier(null, a.id);
      this.accounts.invalidateAccount(a.id);
    }
    const due = await this.store.findDueForRenewal(now);
    for (const sub of due) {
      const plan = await this.store.findPlan(sub.planId);
      const emitted: EmittedEvent[] = [];
      let invoiceId: string | undefined;
      await this.store.transaction(async (store, tx) => {
        const row = await store.setPeriod(sub.id, sub.currentPeriodEnd, addMonth(sub.currentPeriodEnd));
        const { invoice, event } = await this.billing.openInvoice(tx, row, plan?.price ?? 0);
        invoiceId = invoice.id;
        if (event) emitted.push(event);
      });
      await this.events.schedule(emitted);
      if (invoiceId) await this.billing.collect(invoiceId);
    }
    return { tiers: lapsed.length, renewed: due.length };
  }
}
