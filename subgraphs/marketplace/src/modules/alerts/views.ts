import type { AlertManager } from './providers/alerts-manager.js';

type AlertRow = Awaited<ReturnType<AlertManager['create']>>;

export function alertFields(a: AlertRow) {
  return {
    id: a.id,
    apiId: a.apiId,
    threshold: a.threshold,
    channels: a.channels,
    email: a.email,
    period: a.period,
    lastFiredPeriod: a.lastFiredPeriod,
    createdAt: a.createdAt.toISOString(),
  };
}
