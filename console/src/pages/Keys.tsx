import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { errorFor, formError, nodes, throwUserErrors } from '../documents';
import { formatDateTime } from '../format';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type ApiKeysQuery } from '../generated/graphql';
import { Confirm, Empty, ErrorNote, FieldError, scrollable, Show, useLoad } from '../ui';

/** The scopes a key may carry, with what each allows (as on the authorization page). */
export const SCOPES: [string, string][] = [
  ['memory:read', 'Search and read memories'],
  ['memory:write', 'Store, change and erase memories'],
  ['marketplace:read', 'List and search APIs'],
  ['subscriptions:read', 'View subscriptions'],
  ['subscriptions:write', 'Create and cancel subscriptions'],
  ['usage:read', 'Read usage reports'],
  ['webhooks:read', 'List webhook endpoints'],
  ['webhooks:write', 'Create and delete webhook endpoints'],
  ['billing:read', 'Read invoices'],
  ['marketplace:write', 'Submit and manage your own APIs'],
];
const DEFAULT = new Set(['marketplace:read', 'memory:read', 'memory:write']);

type Key = ApiKeysQuery['viewer']['keys']['edges'][number]['node'];

export function Keys() {
  const keys = useLoad(() => graphql(ApiKeysDocument), []);
  const [created, setCreated] = useState<string>();
  const [error, setError] = useState<Error>();
  const [revoking, setRevoking] = useState<Key>();

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const scopes = data.getAll('scope').map(String);
    const name = String(data.get('name') ?? '').trim() || null;
    // Store names separated by commas; none: the key reaches every store.
    const listed = String(data.get('stores') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const stores = listed.length ? listed : null;
    setError(undefined);
    if (scopes.length === 0) {
      setError(new Error('Choose at least one scope.'));
      return;
    }
    try {
      const { createApiKey } = await graphql(CreateApiKeyDocument, { scopes, name, stores });
      throwUserErrors(createApiKey.userErrors);
      setCreated(createApiKey.secret ?? undefined);
      form.reset();
      keys.reload();
    } catch (err) {
      setError(err as Error);
    }
  }
  async function revoke(key: Key) {
    setRevoking(undefined);
    setError(undefined);
    try {
      throwUserErrors((await graphql(RevokeApiKeyDocument, { id: key.id })).revokeApiKey.userErrors);
      keys.reload();
    } catch (err) {
      setError(err as Error);
    }
  }

  return (
    <>
      <h1>API keys</h1>
      {formError(error, ['name', 'stores']) && <ErrorNote error={formError(error, ['name', 'stores'])!} />}
      {created && (
        <section className="note secret" aria-labelledby="secret-title">
          <h2 id="secret-title">Your new key</h2>
          <p>Copy it now: it is shown only once.</p>
          <p>
            <code data-testid="new-key" tabIndex={0}>
              {created}
            </code>
          </p>
          <div className="actions">
            <button type="button" onClick={() => void navigator.clipboard?.writeText(created)}>
              Copy
            </button>
            <button type="button" onClick={() => setCreated(undefined)}>
              I have copied it
            </button>
          </div>
        </section>
      )}
      <section aria-labelledby="keys-title">
        <h2 id="keys-title">Your keys</h2>
        <Show state={keys} what="keys">
          {(data) =>
            data.viewer.keys.totalCount === 0 ? (
              <Empty>No keys yet. Create one below to call the API.</Empty>
            ) : (
              <div className="table-wrap" {...scrollable('Keys table')}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Key</th>
                      <th scope="col">Scopes</th>
                      <th scope="col">Stores</th>
                      <th scope="col">Created</th>
                      <th scope="col">Last used</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {nodes(data.viewer.keys).map((k) => (
                      <tr key={k.id}>
                        <td className="key-name">{k.name ?? <span className="muted">Unnamed</span>}</td>
                        <td>
                          <code className="key-prefix" data-testid="key-prefix">
                            {k.prefix}…
                          </code>
                        </td>
                        <td>
                          <ul className="tags">
                            {k.scopes.map((s) => (
                              <li key={s}>{s}</li>
                            ))}
                          </ul>
                        </td>
                        <td>
                          {k.stores.length ? (
                            <ul className="tags">
                              {k.stores.map((s) => (
                                <li key={s}>{s}</li>
                              ))}
                            </ul>
                          ) : (
                            <span className="muted">All</span>
                          )}
                        </td>
                        <td>{formatDateTime(k.createdAt)}</td>
                        <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</td>
                        <td>
                          <button type="button" className="danger" onClick={() => setRevoking(k)} aria-label={`Revoke key ${k.name ? `${k.name} (${k.prefix})` : k.prefix}`}>
                            Revoke
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Show>
      </section>
      <section aria-labelledby="create-title">
        <h2 id="create-title">Create a key</h2>
        <form onSubmit={create}>
          <label>
            Name <span className="muted small">(optional, to tell your keys apart)</span>
            <input type="text" name="name" maxLength={100} aria-describedby={errorFor(error, 'name') ? 'key-name-error' : undefined} aria-invalid={!!errorFor(error, 'name')} />
            <FieldError id="key-name-error" message={errorFor(error, 'name')} />
          </label>
          <label>
            Stores <span className="muted small">(optional: memory store names separated by commas; the key reaches only these)</span>
            <input type="text" name="stores" aria-describedby={errorFor(error, 'stores') ? 'key-stores-error' : undefined} aria-invalid={!!errorFor(error, 'stores')} />
            <FieldError id="key-stores-error" message={errorFor(error, 'stores')} />
          </label>
          <fieldset>
            <legend>Scopes</legend>
            <div className="scopes">
              {SCOPES.map(([scope, text]) => (
                <label key={scope} className="check">
                  <input type="checkbox" name="scope" value={scope} defaultChecked={DEFAULT.has(scope)} /> <code>{scope}</code> <span className="muted">{text}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="primary">
            Create key
          </button>
        </form>
      </section>
      <Confirm
        open={!!revoking}
        title="Revoke this key?"
        confirmLabel="Revoke key"
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => revoking && void revoke(revoking)}
      >
        <p>
          Requests with {revoking?.name ? `${revoking.name} ` : ''}
          <code className="key-prefix">{revoking?.prefix}…</code> stop working at once. This cannot be undone.
        </p>
      </Confirm>
    </>
  );
}
