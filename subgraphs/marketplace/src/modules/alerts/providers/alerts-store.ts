import type { PrismaClient } from '../../../../../../common/src/db/client.js';
import type { NewestFirstOrder, NewestFirstPage } from '../../shared/providers/transaction.js';

export type AlertRow = Awaited<ReturnType<PrismaClient['alert']['findFirstOrThrow']>>;

/** Usage alerts, the e-mails they send and the plan-limit notices given once a period (`alerts-manager.ts`). */
export class AlertStore {
  constructor(private readonly db: PrismaClient) {}

  findApi(id: string) {
    return this.db.apiListing.findUnique({ where: { id } });
  }

  insertAlert(data: { id: string; accountId: string; apiId: string; threshold: number; channels: string[]; email: string | null; period: string }) {
    return this.db.alert.create({ data });
  }

  countAlerts(accountId: string) {
    return this.db.alert.count({ where: { accountId } });
  }

  /** A page of the account's alerts (`limit + 1` rows: the last says whether there are more). */
  findAlertPage(accountId: string, page: NewestFirstPage, orderBy: NewestFirstOrder) {
    const where = { accountId };
    return this.db.alert.findMany({ where: page.after ? { AND: [where, page.after] } : where, orderBy, skip: page.offset, take: page.limit + 1 });
  }

  /** The account's alerts on an API. */
  findAlerts(accountId: string, apiId: string) {
    return this.db.alert.findMany({ where: { accountId, apiId } });
  }

  /** Marks an alert fired in `period`; the count is 0 when it already fired then. */
  markFired(id: string, period: string) {
    return this.db.alert.updateMany({
      where: { id, OR: [{ lastFiredPeriod: null }, { lastFiredPeriod: { not: period } }] },
      data: { lastFiredPeriod: period },
    });
  }

  /** An e-mail for the outbox to send. */
  queueEmail(data: { id: string; accountId: string; to: string; subject: string; body: string }) {
    return this.db.emailOutbox.create({ data });
  }

  /** Records a notice of the period; the count is 0 when it was given already. */
  insertNotice(notice: { accountId: string; apiId: string; kind: string; period: string }) {
    return this.db.usageNotice.createMany({ data: [notice], skipDuplicates: true });
  }
}
