import { useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { graphql } from '../api';
import { errorFor, formError, nodes, throwUserErrors, type ApiUsageDoc } from '../documents';
import { formatDateTime, formatDay, formatMoney, formatNumber, formatPercent } from '../format';
import { ApiUsageDocument, CreateAlertDocument, UsageSummaryDocument } from '../generated/graphql';
import { Empty, ErrorNote, FieldError, scrollable, Show, useLoad } from '../ui';

const ALERT_FIELDS = ['apiId', 'threshold', 'channels', 'email'] as const;

const DAYS = 14;
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];

/** The last DAYS days, per day and per API, with each API's plan quota and the account's alerts. */
async function loadUsage() {
  const since = new Date();
  since.setDate(since.getDate() - (DAYS - 1));
  since.setHours(0, 0, 0, 0);
  const from = since.toISOString();
  const { usage, alerts, viewer } = await graphql(UsageSummaryDocument, { from });
  const summary = usage;
  const apis: ApiUsageDoc[] = await Promise.all(summary.byApi.slice(0, COLOURS.length).map(async (a) => (await graphql(ApiUsageDocument, { apiId: a.apiId, from })).apiUsage));
  // The APIs an alert may watch: those used lately and those subscribed to, by name.
  const names = new Map<string, string>();
  for (const a of summary.byApi) names.set(a.apiId, a.name);
  for (const s of nodes(viewer.subscriptions)) if (s.status !== 'cancelled') names.set(s.apiId, s.apiName);
  return { summary, apis, alerts: alerts.data, alertApis: [...names].map(([id, name]) => ({ id, name })) };
}

export function Usage() {
  const state = useLoad(loadUsage, []);
  return (
    <>
      <h1>Usage</h1>
      <Show state={state} what="usage">
        {({ summary, apis, alerts, alertApis }) => {
          const days = (apis[0]?.timeseries ?? []).map((point, i) => ({
            day: formatDay(point.date),
            ...Object.fromEntries(apis.map((a) => [a.name, a.timeseries[i]?.requests ?? 0])),
          }));
          return (
            <>
              <dl className="stats">
                <div>
                  <dt>Requests, last {DAYS} days</dt>
                  <dd data-testid="total-requests">{formatNumber(summary.totalRequests)}</dd>
                </div>
                <div>
                  <dt>Errors</dt>
                  <dd>{formatNumber(summary.totalErrors)}</dd>
                </div>
                <div>
                  <dt>Cost</dt>
                  <dd>{formatMoney(summary.totalCostUsd)}</dd>
                </div>
              </dl>
              {summary.totalRequests === 0 ? (
                <Empty>No requests in the last {DAYS} days. Calls made with your API keys are counted here within a minute.</Empty>
              ) : (
                <>
                  <section aria-labelledby="per-day-title">
                    <h2 id="per-day-title">Requests per day</h2>
                    <figure className="chart" aria-label={`Requests per day and API over the last ${DAYS} days`}>
                      <ResponsiveContainer width="100%" height={280}>
                        <BarChart data={days}>
                          <CartesianGrid strokeDasharray="3 3" />
                          <XAxis dataKey="day" />
                          <YAxis allowDecimals={false} tickFormatter={formatNumber} />
                          <Tooltip formatter={(v) => formatNumber(Number(v))} />
                          <Legend />
                          {apis.map((a, i) => (
                            <Bar key={a.apiId} dataKey={a.name} stackId="requests" fill={COLOURS[i]} isAnimationActive={false} />
                          ))}
                        </BarChart>
                      </ResponsiveContainer>
                    </figure>
                  </section>
                  <section aria-labelledby="per-api-title">
                    <h2 id="per-api-title">Per API and quota</h2>
                    <figure className="chart" aria-label="Requests per API">
                      <ResponsiveContainer width="100%" height={Math.max(120, 48 * summary.byApi.length)}>
                        <BarChart data={summary.byApi} layout="vertical" margin={{ left: 24 }}>
                          <CartesianGrid strokeDasharray="3 3" />
                          <XAxis type="number" allowDecimals={false} tickFormatter={formatNumber} />
                          <YAxis type="category" dataKey="name" width={140} />
                          <Tooltip formatter={(v) => formatNumber(Number(v))} />
                          <Bar dataKey="requests" name="Requests" fill={COLOURS[0]} isAnimationActive={false} />
                        </BarChart>
                      </ResponsiveContainer>
                    </figure>
                    <div className="table-wrap" {...scrollable('Usage per API table')}>
                      <table>
                        <thead>
                          <tr>
                            <th scope="col">API</th>
                            <th scope="col" className="num">Requests</th>
                            <th scope="col" className="num">Errors</th>
                            <th scope="col" className="num">Monthly quota</th>
                            <th scope="col">Quota used</th>
                          </tr>
                        </thead>
                        <tbody>
                          {summary.byApi.map((a) => {
                            const detail = apis.find((d) => d.apiId === a.apiId);
                            return (
                              <tr key={a.apiId}>
                                <td>{a.name}</td>
                                <td className="num">{formatNumber(a.requests)}</td>
                                <td className="num">{formatNumber(a.errors)}</td>
                                <td className="num">{detail && detail.planLimit > 0 ? formatNumber(detail.planLimit) : '—'}</td>
                                <td>
                                  {detail && detail.planLimit > 0 ? (
                                    <>
                                      <meter min={0} max={100} value={detail.usagePercentage} high={80} optimum={0} aria-label={`Quota used for ${a.name}`} />{' '}
                                      {formatPercent(detail.usagePercentage / 100)}
                                    </>
                                  ) : (
                                    '—'
                                  )}
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </table>
                    </div>
                  </section>
                </>
              )}
              <section aria-labelledby="alerts-title">
                <h2 id="alerts-title">Alerts</h2>
                {alerts.length === 0 ? (
                  <Empty>No usage alerts yet. Create one below.</Empty>
                ) : (
                  <ul className="cards" data-testid="alerts">
                    {alerts.map((a) => (
                      <li key={a.id}>
                        <strong>{formatPercent(a.threshold / 100)}</strong> of the {a.period} limit of {alertApis.find((x) => x.id === a.apiId)?.name ?? <code>{a.apiId}</code>} by{' '}
                        {a.channels.map((c) => (c === 'email' && a.email ? `e-mail to ${a.email}` : c)).join(' and ')}
                        <span className="muted small"> · {a.lastFiredPeriod ? `last fired ${a.lastFiredPeriod}` : 'not fired yet'} · created {formatDateTime(a.createdAt)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <NewAlert apis={alertApis} onCreated={state.reload} />
              </section>
            </>
          );
        }}
      </Show>
    </>
  );
}

/** Creates a usage alert: an API, 80% or 100% of its daily limit, by e-mail and/or webhook. */
function NewAlert({ apis, onCreated }: { apis: { id: string; name: string }[]; onCreated: () => void }) {
  const [error, setError] = useState<Error>();
  const [busy, setBusy] = useState(false);
  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(undefined);
    setBusy(true);
    try {
      const channels = data.getAll('channel').map(String);
      const email = String(data.get('email') ?? '').trim() || null;
      const { createAlert } = await graphql(CreateAlertDocument, {
        input: { apiId: String(data.get('apiId') ?? ''), threshold: Number(data.get('threshold')), channels, email },
      });
      throwUserErrors(createAlert.userErrors);
      form.reset();
      onCreated();
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  }
  if (apis.length === 0) return <p className="muted">Alerts watch an API you use or subscribe to; none yet.</p>;
  const described = (field: string) => (errorFor(error, field) ? `alert-${field}-error` : undefined);
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-alert-title">
      <h3 id="new-alert-title">New alert</h3>
      {formError(error, ALERT_FIELDS) && <ErrorNote error={formError(error, ALERT_FIELDS)!} />}
      <div className="field">
        <label htmlFor="alert-api">API</label>
        <select id="alert-api" name="apiId" aria-invalid={!!errorFor(error, 'apiId')} aria-describedby={described('apiId')}>
          {apis.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <FieldError id="alert-apiId-error" message={errorFor(error, 'apiId')} />
      </div>
      <fieldset aria-describedby={described('threshold')}>
        <legend>When usage reaches</legend>
        <label className="check">
          <input type="radio" name="threshold" value="80" defaultChecked /> 80% of the daily limit
        </label>
        <label className="check">
          <input type="radio" name="threshold" value="100" /> 100% of the daily limit
        </label>
        <FieldError id="alert-threshold-error" message={errorFor(error, 'threshold')} />
      </fieldset>
      <fieldset aria-describedby={described('channels')}>
        <legend>Tell me by</legend>
        <label className="check">
          <input type="checkbox" name="channel" value="email" defaultChecked /> E-mail
        </label>
        <label className="check">
          <input type="checkbox" name="channel" value="webhook" /> Webhook (event <code>usage.limit_reached</code> to your endpoints)
        </label>
        <FieldError id="alert-channels-error" message={errorFor(error, 'channels')} />
      </fieldset>
      <label>
        E-mail address <span className="muted small">(for the e-mail channel)</span>
        <input type="email" name="email" autoComplete="email" aria-invalid={!!errorFor(error, 'email')} aria-describedby={described('email')} />
        <FieldError id="alert-email-error" message={errorFor(error, 'email')} />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        Create alert
      </button>
    </form>
  );
}
