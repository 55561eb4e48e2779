import { invalid, notFound } from '../../../../../../common/src/errors.js';
import type { AlertRow, AlertStore } from './alerts-store.js';
import type { EventLog } from '../../shared/providers/event-log.js';
import { newestFirstPages, type PageInput } from '../../shared/providers/pagination.js';
import { newId } from '../../shared/providers/secrets.js';
import type { UsageReports } from '../../usage/providers/usage-manager.js';

export const ALERT_THRESHOLDS = [80, 100] as const;
export const ALERT_CHANNELS = ['email', 'webhook'] as const;
const PAGES = newestFirstPages('alerts');

export function alertView(a: AlertRow) {
  return {
    id: a.id,
    object: 'alert',
    api_id: a.apiId,
    threshold: a.threshold,
    channels: a.channels,
    email: a.email,
    period: a.period,
    last_fired_period: a.lastFiredPeriod,
    created_at: a.createdAt.toISOString(),
  };
}

/**
 * Usage alerts at 80% or 100% of the daily limit (the plan's monthly limit / 30), by e-mail (the
 * outbox) and webhook (`usage.limit_reached` to the account's endpoints); and the plan-limit events:
 * `usage.limit_reached` at 80% of the monthly limit, `usage.limit_exceeded` over it, once a period.
 */
export class AlertManager {
  constructor(
    private readonly store: AlertStore,
    private readonly usage: UsageReports,
    private readonly events: EventLog,
  ) {}

  async create(accountId: string, input: { apiId: string; threshold: number; channels: string[]; email?: string | null }) {
    if (!(ALERT_THRESHOLDS as readonly number[]).includes(input.threshold)) throw invalid('`threshold` must be 80 or 100 (percent of the daily limit).', { param: 'threshold' });
    const channels = [...new Set(input.channels)];
    if (!channels.length || channels.some((c) => !(ALERT_CHANNELS as readonly string[]).includes(c))) {
      throw invalid('`channels` must list email and/or webhook.', { param: 'channels' });
    }
    if (channels.includes('email') && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email ?? '')) throw invalid('`email` is required for the email channel.', { param: 'email' });
    const api = await this.store.findApi(input.apiId);
    if (!api) throw notFound(`No API with id ${input.apiId}.`, { param: 'api_id' });
    return this.store.insertAlert({ id: newId('alr'), accountId, apiId: api.id, threshold: input.threshold, channels, email: input.email ?? null, period: 'daily' });
  }

  /** The account's alerts, newest first. */
  async list(accountId: string, input: PageInput) {
    const page = PAGES.read(input);
    const [total, rows] = await Promise.all([this.store.countAlerts(accountId), this.store.findAlertPage(accountId, page, PAGES.orderBy)]);
    return PAGES.page(rows, total, page);
  }

  /** Checks the (account, API) pairs of a metering batch. */
  async evaluate(pairs: Array<{ accountId: string; apiId: string }>, now = new Date()): Promise<void> {
    for (const { accountId, apiId } of pairs) {
      const { limit, used, periodKey } = await this.usage.planUsage(accountId, apiId, now);
      if (limit <= 0) continue;
      // Plan limit (monthly).
      if (used >= 0.8 * limit) await this.notice(accountId, apiId, 'usage.limit_reached', periodKey, { threshold: 0.8, current_requests: used, limit, period: 'monthly' });
      if (used > limit) await this.notice(accountId, apiId, 'usage.limit_exceeded', periodKey, { threshold: 1, current_requests: used, limit, period: 'monthly' });
      // Configured alerts (daily).
      const alerts = await this.store.findAlerts(accountId, apiId);
      if (!alerts.length) continue;
      const today = now.toISOString().slice(0, 10);
      const daily = Math.max(1, Math.ceil(limit / 30));
      const requests = await this.usage.requestsToday(accountId, apiId, now);
      for (const alert of alerts) {
        if (alert.lastFiredPeriod === today || requests < (alert.threshold / 100) * daily) continue;
        const { count } = await this.store.markFired(alert.id, today);
        if (!count) continue;
        const data = { threshold: alert.threshold / 100, current_requests: requests, limit: daily, period: 'daily' };
        if (alert.channels.includes('email') && alert.email) {
          await this.store.queueEmail({
            id: newId('eml'),
            accountId,
            to: alert.email,
            subject: `Usage of ${apiId} reached ${alert.threshold}% of the daily limit`,
            body: `Your account made ${requests} requests to ${apiId} today (${today}, UTC); the daily limit is ${daily}.`,
          });
        }
        if (alert.channels.includes('webhook')) {
          await this.events.emit(accountId, 'usage.limit_reached', { object: 'usage_alert', alert_id: alert.id, api_id: apiId, ...data }, data);
        }
      }
    }
  }

  private async notice(accountId: string, apiId: string, kind: 'usage.limit_reached' | 'usage.limit_exceeded', period: string, data: Record<string, unknown>) {
    const created = await this.store.insertNotice({ accountId, apiId, kind, period });
    if (created.count) await this.events.emit(accountId, kind, { object: 'usage_alert', api_id: apiId, ...data }, data);
  }
}
