import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { errorFor, formError, nodes, throwUserErrors } from '../documents';
import { formatDateTime, formatNumber } from '../format';
import {
  CreateWebhookDocument,
  RetryDeliveryDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookEventDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
} from '../generated/graphql';
import { Confirm, Empty, ErrorNote, FieldError, scrollable, Show, useLoad } from '../ui';

/** The event types an endpoint may subscribe to, with what each means (the spec's "Events"). */
export const EVENTS: [string, string][] = [
  ['subscription.created', 'A subscription was created'],
  ['subscription.updated', 'A subscription was modified (plan change, etc.)'],
  ['subscription.cancelled', 'A subscription was cancelled'],
  ['usage.limit_reached', 'Usage reached 80% of the plan limit, or a usage alert fired'],
  ['usage.limit_exceeded', 'Usage exceeded the plan limit'],
  ['invoice.created', 'An invoice was generated'],
  ['invoice.paid', 'An invoice was paid'],
  ['invoice.failed', 'A payment attempt failed'],
  ['api.updated', 'A subscribed API published a new version'],
];
const FIELDS = ['url', 'events', 'description'] as const;

export function Webhooks() {
  const endpoints = useLoad(() => graphql(WebhooksDocument), []);
  const [open, setOpen] = useState<string>();
  const [rotating, setRotating] = useState<string>();
  const [secret, setSecret] = useState<{ id: string; secret: string; url?: string }>();
  const [round, setRound] = useState(0);
  const [error, setError] = useState<Error>();
  const [createError, setCreateError] = useState<Error>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setCreateError(undefined);
    setNotice(undefined);
    setSecret(undefined);
    setBusy(true);
    try {
      const { createWebhook } = await graphql(CreateWebhookDocument, {
        input: { url: String(data.get('url') ?? '').trim(), events: data.getAll('event').map(String), description: String(data.get('description') ?? '').trim() || null },
      });
      throwUserErrors(createWebhook.userErrors);
      const endpoint = createWebhook.webhookEndpoint!;
      setSecret({ id: endpoint.id, secret: endpoint.secret ?? '', url: endpoint.url });
      form.reset();
      endpoints.reload();
    } catch (err) {
      setCreateError(err as Error);
    } finally {
      setBusy(false);
    }
  }

  async function sendTest(id: string, url: string) {
    setError(undefined);
    setNotice(undefined);
    try {
      const { sendTestWebhookEvent } = await graphql(SendTestWebhookEventDocument, { id });
      throwUserErrors(sendTestWebhookEvent.userErrors);
      setNotice(`A test event is on its way to ${url}; its delivery shows in the log.`);
      setOpen(id);
      setRound((r) => r + 1);
    } catch (err) {
      setError(err as Error);
    }
  }

  async function rotate(id: string) {
    setRotating(undefined);
    setError(undefined);
    try {
      const { rotateWebhookSecret } = await graphql(RotateWebhookSecretDocument, { id });
      throwUserErrors(rotateWebhookSecret.userErrors);
      setSecret({ id, secret: rotateWebhookSecret.webhookEndpoint?.secret ?? '' });
    } catch (err) {
      setError(err as Error);
    }
  }

  return (
    <>
      <h1>Webhooks</h1>
      {error && <ErrorNote error={error} />}
      {notice && (
        <p className="note" role="status">
          {notice}
        </p>
      )}
      {secret && (
        <section className="note secret" aria-labelledby="whsec-title">
          <h2 id="whsec-title">{secret.url ? 'Endpoint registered: its signing secret' : 'New signing secret'}</h2>
          <p>Shown only once; deliveries{secret.url ? <> to <code>{secret.url}</code></> : null} are signed with it from now on.</p>
          <p>
            <code tabIndex={0} data-testid="webhook-secret">
              {secret.secret}
            </code>
          </p>
          <button type="button" onClick={() => setSecret(undefined)}>
            I have copied it
          </button>
        </section>
      )}
      <section aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        <Show state={endpoints} what="endpoints">
          {(data) =>
            data.viewer.webhooks.totalCount === 0 ? (
              <Empty>No webhook endpoints yet. Register one below.</Empty>
            ) : (
              <ul className="cards">
                {nodes(data.viewer.webhooks).map((e) => (
                  <li key={e.id}>
                    <p>
                      <code className="url">{e.url}</code> <span className={`badge ${e.status}`}>{e.status}</span>
                    </p>
                    {e.description && <p>{e.description}</p>}
                    <p className="muted small">
                      {e.events.join(', ')} · created {formatDateTime(e.createdAt)}
                    </p>
                    <div className="actions">
                      <button type="button" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? undefined : e.id)}>
                        {open === e.id ? 'Hide deliveries' : 'Show deliveries'}
                      </button>
                      <button type="button" onClick={() => void sendTest(e.id, e.url)}>
                        Send test event<span className="visually-hidden"> to {e.url}</span>
                      </button>
                      <button type="button" onClick={() => setRotating(e.id)}>
                        Rotate secret
                      </button>
                    </div>
                    {open === e.id && <Deliveries key={`${e.id}-${round}`} endpointId={e.id} />}
                  </li>
                ))}
              </ul>
            )
          }
        </Show>
      </section>
      <section aria-labelledby="create-hook-title">
        <h2 id="create-hook-title">Register an endpoint</h2>
        {formError(createError, FIELDS) && <ErrorNote error={formError(createError, FIELDS)!} />}
        <form onSubmit={create} noValidate>
          <label>
            URL <span className="muted small">(HTTPS)</span>
            <input
              type="url"
              name="url"
              required
              placeholder="https://example.com/hooks/memory"
              aria-invalid={!!errorFor(createError, 'url')}
              aria-describedby={errorFor(createError, 'url') ? 'hook-url-error' : undefined}
            />
            <FieldError id="hook-url-error" message={errorFor(createError, 'url')} />
          </label>
          <fieldset aria-describedby={errorFor(createError, 'events') ? 'hook-events-error' : undefined}>
            <legend>Events</legend>
            <div className="scopes">
              {EVENTS.map(([type, text]) => (
                <label key={type} className="check">
                  <input type="checkbox" name="event" value={type} /> <code>{type}</code> <span className="muted">{text}</span>
                </label>
              ))}
            </div>
            <FieldError id="hook-events-error" message={errorFor(createError, 'events')} />
          </fieldset>
          <label>
            Description <span className="muted small">(optional)</span>
            <input
              type="text"
              name="description"
              maxLength={500}
              aria-invalid={!!errorFor(createError, 'description')}
              aria-describedby={errorFor(createError, 'description') ? 'hook-description-error' : undefined}
            />
            <FieldError id="hook-description-error" message={errorFor(createError, 'description')} />
          </label>
          <button type="submit" className="primary" disabled={busy}>
            Register endpoint
          </button>
        </form>
      </section>
      <Confirm open={!!rotating} title="Rotate the signing secret?" confirmLabel="Rotate" onCancel={() => setRotating(undefined)} onConfirm={() => rotating && void rotate(rotating)}>
        <p>The current secret stops signing deliveries at once; update your receiver with the new one.</p>
      </Confirm>
    </>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useLoad(async () => nodes((await graphql(WebhookDeliveriesDocument, { id: endpointId })).webhook.deliveries), [endpointId]);
  const [error, setError] = useState<Error>();
  async function retry(id: string) {
    setError(undefined);
    try {
      const { retryWebhookDelivery } = await graphql(RetryDeliveryDocument, { id: endpointId, deliveryId: id });
      throwUserErrors(retryWebhookDelivery.userErrors);
      deliveries.reload();
    } catch (err) {
      setError(err as Error);
    }
  }
  return (
    <section aria-label="Delivery log">
      {error && <ErrorNote error={error} />}
      <Show state={deliveries} what="deliveries">
        {(list) =>
          list.length === 0 ? (
            <Empty>No deliveries yet.</Empty>
          ) : (
            <div className="table-wrap" {...scrollable('Delivery log table')}>
              <table data-testid="deliveries">
                <caption>Delivery log, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">Attempts</th>
                    <th scope="col">Last answer</th>
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <tr key={d.id}>
                      <td>{d.eventType ?? d.eventId}</td>
                      <td>
                        <span className={`badge ${d.status}`}>{d.status}</span>
                      </td>
                      <td className="num">{formatNumber(d.attempts)}</td>
                      <td>{d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')}</td>
                      <td>{formatDateTime(d.createdAt)}</td>
                      <td>
                        {d.status === 'failed' && (
                          <button type="button" onClick={() => void retry(d.id)}>
                            Retry<span className="visually-hidden"> delivery {d.id}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Show>
      <button type="button" onClick={deliveries.reload}>
        Refresh
      </button>
    </section>
  );
}
