import { useState } from 'react';
import { graphql } from '../api';
import { throwUserErrors } from '../documents';
import { formatDateTime } from '../format';
import { AuthorizedAppsDocument, RevokeAuthorizedAppDocument, type AuthorizedAppsQuery } from '../generated/graphql';
import { Confirm, Empty, ErrorNote, Show, useLoad } from '../ui';

type App = AuthorizedAppsQuery['viewer']['authorizedApps']['edges'][number]['node'];

export function Apps() {
  const apps = useLoad(() => graphql(AuthorizedAppsDocument), []);
  const [revoking, setRevoking] = useState<App>();
  const [error, setError] = useState<Error>();
  async function revoke(app: App) {
    setRevoking(undefined);
    setError(undefined);
    try {
      throwUserErrors((await graphql(RevokeAuthorizedAppDocument, { clientId: app.clientId })).revokeAuthorizedApp.userErrors);
      apps.reload();
    } catch (err) {
      setError(err as Error);
    }
  }
  return (
    <>
      <h1>Authorised apps</h1>
      {error && <ErrorNote error={error} />}
      <Show state={apps} what="applications">
        {(data) =>
          data.viewer.authorizedApps.totalCount === 0 ? (
            <Empty>No application holds access to your account. Apps you allow on the authorization page appear here.</Empty>
          ) : (
            <ul className="cards">
              {data.viewer.authorizedApps.edges.map(({ node: a }) => (
                <li key={a.clientId}>
                  <p>
                    <strong>{a.name}</strong> <span className="muted small">({a.clientId})</span>
                  </p>
                  <ul className="tags" aria-label={`Scopes of ${a.name}`}>
                    {a.scopes.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                  <p className="muted small">Last authorised {formatDateTime(a.lastAuthorizedAt)}</p>
                  <button type="button" className="danger" onClick={() => setRevoking(a)}>
                    Revoke access<span className="visually-hidden"> of {a.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Show>
      <Confirm open={!!revoking} title="Revoke this app's access?" confirmLabel="Revoke access" onCancel={() => setRevoking(undefined)} onConfirm={() => revoking && void revoke(revoking)}>
        <p>{revoking?.name} loses access at once; it has to ask you again to get it back.</p>
      </Confirm>
    </>
  );
}
