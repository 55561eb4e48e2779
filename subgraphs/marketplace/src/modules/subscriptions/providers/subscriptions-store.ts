import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import type { Prisma } from '../../../../../../common/src/db/generated/client.js';
import { clientOf, inTransaction, type Db, type NewestFirstOrder, type NewestFirstPage, type Transaction } from '../../shared/providers/transaction.js';

/**
 * The rule of access, in one place: a subscription grants access unless it is cancelled, and a
 * cancelled one until its `access_until` (the end of the period it was cancelled at).
 */
export const grantsAccessAt = (now: Date) => ({ OR: [{ status: { not: 'cancelled' } }, { accessUntil: { gt: now } }] });

export type SubscriptionRow = Awaited<ReturnType<PrismaClient['subscription']['findFirstOrThrow']>>;

/** Which of an account's subscriptions a list shows. */
export interface SubscriptionFilter {
  accountId: string;
  status?: string | null;
  apiId?: string | null;
}

function listWhere(f: SubscriptionFilter) {
  return { accountId: f.accountId, ...(f.status ? { status: f.status } : {}), ...(f.apiId ? { apiId: f.apiId } : {}) };
}

/** Subscriptions, the plans they are on, and the tier they give an account (`subscriptions-manager.ts`). */
export class SubscriptionStore {
  constructor(private readonly db: Db) {}

  /** This store's queries in an open transaction. */
  in(tx: Transaction): SubscriptionStore {
    return new SubscriptionStore(clientOf(tx));
  }

  /** Runs `fn` in one transaction, with this store bound to it and the transaction to hand on. */
  transaction<T>(fn: (store: SubscriptionStore, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => fn(this.in(tx), tx));
  }

  /** An API with its plans. */
  findApiWithPlans(apiId: string) {
    return this.db.apiListing.findUnique({ where: { id: apiId }, include: { plans: true } });
  }

  findPlan(id: string) {
    return this.db.plan.findUnique({ where: { id } });
  }

  findPlans(ids: string[]) {
    return this.db.plan.findMany({ where: { id: { in: ids } } });
  }

  /** A plan of that API. */
  findPlanOfApi(apiId: string, planId: string) {
    return this.db.plan.findFirst({ where: { id: planId, apiId } });
  }

  insertSubscription(s: {
    id: string;
    accountId: string;
    apiId: string;
    planId: string;
    status: string;
    metadata: Record<string, unknown>;
    createdAt: Date;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
  }) {
    return this.db.subscription.create({
      data: {
        id: s.id,
        accountId: s.accountId,
        apiId: s.apiId,
        planId: s.planId,
        status: s.status,
        metadata: s.metadata as Prisma.InputJsonValue,
        createdAt: s.createdAt,
        currentPeriodStart: s.currentPeriodStart,
        currentPeriodEnd: s.currentPeriodEnd,
      },
    });
  }

  getSubscription(id: string) {
    return this.db.subscription.findUniqueOrThrow({ where: { id } });
  }

  /** A subscription of the account. */
  findSubscription(accountId: string, id: string) {
    return this.db.subscription.findFirst({ where: { id, accountId } });
  }

  countSubscriptions(filter: SubscriptionFilter) {
    return this.db.subscription.count({ where: listWhere(filter) });
  }

  /** A page of the account's subscriptions (`limit + 1` rows: the last says whether there are more). */
  findSubscriptionPage(filter: SubscriptionFilter, page: NewestFirstPage, orderBy: NewestFirstOrder) {
    const where = listWhere(filter);
    return this.db.subscription.findMany({ where: page.after ? { AND: [where, page.after] } : where, orderBy, skip: page.offset, take: page.limit + 1 });
  }

  setPlan(id: string, planId: string) {
    return this.db.subscription.update({ where: { id }, data: { planId } });
  }

  markCancelled(id: string, c: { cancelledAt: Date; cancelAtPeriodEnd: boolean; accessUntil: Date }) {
    return this.db.subscription.update({
      where: { id },
      data: { status: 'cancelled', cancelledAt: c.cancelledAt, cancelAtPeriodEnd: c.cancelAtPeriodEnd, accessUntil: c.accessUntil },
    });
  }

  /** Moves a subscription to its next period. */
  setPeriod(id: string, currentPeriodStart: Date, currentPeriodEnd: Date) {
    return this.db.subscription.update({ where: { id }, data: { currentPeriodStart, currentPeriodEnd } });
  }

  /** Which of these APIs the account has a subscription to that grants access at `now`. */
  findAccessibleApiIds(accountId: string, apiIds: readonly string[], now: Date) {
    return this.db.subscription.findMany({
      where: { accountId, apiId: { in: [...apiIds] }, ...grantsAccessAt(now) },
      select: { apiId: true },
    });
  }

  /** The newest subscription of the account to the API that grants access at `now`. */
  findNewestWithAccess(accountId: string, apiId: string, now: Date) {
    return this.db.subscription.findFirst({
      where: { accountId, apiId, ...grantsAccessAt(now) },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** Every subscription of the account to the API that grants access at `now`. */
  findAllWithAccess(accountId: string, apiId: string, now: Date) {
    return this.db.subscription.findMany({
      where: { accountId, apiId, ...grantsAccessAt(now) },
    });
  }

  /** Live subscriptions whose period ended by `now`, 500 at most. */
  findDueForRenewal(now: Date) {
    return this.db.subscription.findMany({ where: { status: { in: ['active', 'past_due'] }, currentPeriodEnd: { lte: now } }, take: 500 });
  }

  setAccountTier(accountId: string, tier: string, tierExpiresAt: Date | null) {
    return this.db.account.update({ where: { id: accountId }, data: { tier, tierExpiresAt } });
  }

  /** Accounts whose tier lapsed by `now`. */
  findAccountsWithLapsedTier(now: Date) {
    return this.db.account.findMany({ where: { tierExpiresAt: { lte: now } }, select: { id: true } });
  }
}
