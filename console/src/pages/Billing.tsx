import { graphql } from '../api';
import { nodes } from '../documents';
import { formatDateTime, formatMoney } from '../format';
import { BillingDocument } from '../generated/graphql';
import { Empty, scrollable, Show, useLoad } from '../ui';

export function Billing() {
  const state = useLoad(() => graphql(BillingDocument), []);
  return (
    <>
      <h1>Subscriptions and invoices</h1>
      <Show state={state} what="subscriptions">
        {(data) => {
          const invoices = nodes(data.viewer.invoices);
          const subscriptions = nodes(data.viewer.subscriptions);
          const bySubscription = new Map(subscriptions.map((s) => [s.id, s]));
          return (
            <>
              <section aria-labelledby="subs-title">
                <h2 id="subs-title">Subscriptions</h2>
                {subscriptions.length === 0 ? (
                  <Empty>No subscriptions. The memory API runs on its free plan until you subscribe.</Empty>
                ) : (
                  <div className="table-wrap" {...scrollable('Subscriptions table')}>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">API</th>
                          <th scope="col">Plan</th>
                          <th scope="col">Status</th>
                          <th scope="col">Period ends</th>
                        </tr>
                      </thead>
                      <tbody>
                        {subscriptions.map((s) => (
                          <tr key={s.id}>
                            <td>{s.apiName}</td>
                            <td>{s.planName}</td>
                            <td>
                              <span className={`badge ${s.status}`}>{s.status}</span>
                              {s.cancelAtPeriodEnd && ' (ends at period end)'}
                            </td>
                            <td>{formatDateTime(s.currentPeriodEnd)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
              <section aria-labelledby="invoices-title">
                <h2 id="invoices-title">Invoices</h2>
                {invoices.length === 0 ? (
                  <Empty>No invoices yet.</Empty>
                ) : (
                  <div className="table-wrap" {...scrollable('Invoices table')}>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">API and plan</th>
                          <th scope="col">Period</th>
                          <th scope="col" className="num">Amount</th>
                          <th scope="col">Status</th>
                          <th scope="col">Paid</th>
                        </tr>
                      </thead>
                      <tbody>
                        {invoices.map((i) => (
                          <tr key={i.id}>
                            <td>{bySubscription.has(i.subscriptionId) ? `${bySubscription.get(i.subscriptionId)!.apiName} · ${bySubscription.get(i.subscriptionId)!.planName}` : '—'}</td>
                            <td>
                              {formatDateTime(i.periodStart)} – {formatDateTime(i.periodEnd)}
                            </td>
                            <td className="num">{formatMoney(i.amountUsd, i.currency)}</td>
                            <td>
                              <span className={`badge ${i.status}`}>{i.status}</span>
                            </td>
                            <td>{formatDateTime(i.paidAt)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            </>
          );
        }}
      </Show>
    </>
  );
}
