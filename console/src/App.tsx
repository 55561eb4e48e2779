import { useEffect, useState } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { currentSession, signOut, whenSignedOut, type Session } from './api';
import { Apps } from './pages/Apps';
import { Billing } from './pages/Billing';
import { Keys } from './pages/Keys';
import { Memory } from './pages/Memory';
import { SignIn } from './pages/SignIn';
import { Usage } from './pages/Usage';
import { Webhooks } from './pages/Webhooks';
import { ErrorNote, Loading } from './ui';

const PAGES = [
  { path: '/keys', label: 'API keys', title: 'API keys' },
  { path: '/memory', label: 'Memory', title: 'Memory' },
  { path: '/usage', label: 'Usage', title: 'Usage' },
  { path: '/webhooks', label: 'Webhooks', title: 'Webhooks' },
  { path: '/billing', label: 'Billing', title: 'Subscriptions and invoices' },
  { path: '/apps', label: 'Apps', title: 'Authorised apps' },
];

function Shell({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const [location] = useLocation();
  const page = PAGES.find((p) => location.startsWith(p.path));
  useEffect(() => {
    document.title = `${page?.title ?? 'Console'} · Memory Marketplace`;
    // Move focus to the new page's heading, so keyboard and screen-reader users start there.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [page]);
  return (
    <>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Memory Marketplace</span>
        <nav aria-label="Console">
          <ul>
            {PAGES.map((p) => (
              <li key={p.path}>
                <Link href={p.path} aria-current={page === p ? 'page' : undefined}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          <span className="muted">{session.account.email ?? session.account.name}</span>
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="content">
        <Switch>
          <Route path="/keys" component={Keys} />
          <Route path="/memory" component={Memory} />
          <Route path="/usage" component={Usage} />
          <Route path="/webhooks" component={Webhooks} />
          <Route path="/billing" component={Billing} />
          <Route path="/apps" component={Apps} />
          <Route>
            <Redirect to="/keys" replace />
          </Route>
        </Switch>
      </main>
    </>
  );
}

export function App() {
  const [session, setSession] = useState<Session | null>();
  const [error, setError] = useState<Error>();
  useEffect(() => {
    whenSignedOut(() => setSession(null));
    currentSession().then(setSession, setError);
  }, []);
  if (error) return <main><ErrorNote error={error} retry={() => location.reload()} /></main>;
  if (session === undefined) return <main><Loading what="the console" /></main>;
  return (
    <Router base="/console">
      {session ? (
        <Shell
          session={session}
          onSignOut={() => {
            void signOut().finally(() => setSession(null));
          }}
        />
      ) : (
        <SignIn onSignedIn={setSession} />
      )}
    </Router>
  );
}
