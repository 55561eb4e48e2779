import { useState } from 'react';
import { graphql } from '../api';
import { nodes } from '../documents';
import { formatDateTime, formatNumber } from '../format';
import { RetryDeliveryDocument, RotateWebhookSecretDocument, WebhookDeliveriesDocument, WebhooksDocument } from '../generated/graphql';
import { Confirm, Empty, ErrorNote, Show, useLoad } from '../ui';

export function Webhooks() {
  const endpoints = useLoad(() => graphql(WebhooksDocument), []);
  const [open, setOpen] = useState<string>();
  const [rotating, setRotating] = useState<string>();
  const [secret, setSecret] = useState<{ id: string; secret: string }>();
  const [error, setError] = useState<Error>();

  async function rotate(id: string) {
    setRotating(undefined);
    setError(undefined);
    try {
      const { rotateWebhookSecret } = await graphql(RotateWebhookSecretDocument, { id });
      setSecret({ id, secret: rotateWebhookSecret.secret ?? '' });
    } catch (err) {
      setError(err as Error);
    }
  }

  return (
    <>
      <h1>Webhooks</h1>
      {error && <ErrorNote error={error} />}
      {secret && (
        <section className="note secret" aria-labelledby="whsec-title">
          <h2 id="whsec-title">New signing secret</h2>
          <p>Shown only once; deliveries are signed with it from now on.</p>
          <p>
            <code tabIndex={0}>{secret.secret}</code>
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
              <Empty>No webhook endpoints. Register one with POST /v1/webhooks.</Empty>
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
                      <button type="button" onClick={() => setRotating(e.id)}>
                        Rotate secret
                      </button>
                    </div>
                    {open === e.id && <Deliveries endpointId={e.id} />}
                  </li>
                ))}
              </ul>
            )
          }
        </Show>
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
      await graphql(RetryDeliveryDocument, { id: endpointId, deliveryId: id });
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
            <div className="table-wrap">
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
