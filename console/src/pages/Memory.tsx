import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { formatDateTime, formatDecimal, formatNumber } from '../format';
import {
  ForgetMemoryDocument,
  MemoriesDocument,
  RecallPreviewDocument,
  SearchMemoriesDocument,
  StoresDocument,
  type MemoriesQuery,
  type RecallPreviewQuery,
  type SearchMemoriesQuery,
} from '../generated/graphql';
import { Confirm, Empty, ErrorNote, Show, useLoad } from '../ui';

const PAGE_SIZE = 20;
type Forgetting = { userId: string; memoryId?: string; label: string };

export function Memory() {
  const stores = useLoad(() => graphql(StoresDocument), []);
  const [store, setStore] = useState<string>();
  const [forgetting, setForgetting] = useState<Forgetting>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);

  async function forget(f: Forgetting) {
    setForgetting(undefined);
    setError(undefined);
    try {
      const { forget } = await graphql(ForgetMemoryDocument, { userId: f.userId, memoryId: f.memoryId ?? null });
      setNotice(`Forgot ${formatNumber(forget.deleted)} ${forget.deleted === 1 ? 'memory' : 'memories'}.`);
      if (!f.memoryId) setStore(undefined);
      setRound((r) => r + 1);
      stores.reload();
    } catch (err) {
      setError(err as Error);
    }
  }

  return (
    <>
      <h1>Memory</h1>
      {error && <ErrorNote error={error} />}
      {notice && (
        <p className="note" role="status">
          {notice}
        </p>
      )}
      <section aria-labelledby="stores-title">
        <h2 id="stores-title">Stores</h2>
        <Show state={stores} what="stores">
          {(data) =>
            data.viewer.stores.length === 0 ? (
              <Empty>No memory stores yet. Store a memory through the API (POST /api/v1/memory/store) and it appears here.</Empty>
            ) : (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Store (user id)</th>
                      <th scope="col" className="num">Memories</th>
                      <th scope="col">Created</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.viewer.stores.map((s) => (
                      <tr key={s.userId} aria-selected={store === s.userId}>
                        <td>
                          <code>{s.userId}</code>
                        </td>
                        <td className="num">{formatNumber(s.totalMemories)}</td>
                        <td>{formatDateTime(s.createdAt)}</td>
                        <td className="actions">
                          <button type="button" onClick={() => setStore(s.userId)} aria-pressed={store === s.userId}>
                            Open<span className="visually-hidden"> {s.userId}</span>
                          </button>
                          <button type="button" className="danger" onClick={() => setForgetting({ userId: s.userId, label: `every memory of ${s.userId}` })}>
                            Forget all<span className="visually-hidden"> of {s.userId}</span>
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
      {store && (
        <>
          <MemoryList key={`${store}-${round}`} userId={store} onForget={(m) => setForgetting({ userId: store, memoryId: m.id, label: `“${m.content.slice(0, 80)}”` })} />
          <Playground key={`play-${store}`} userId={store} />
        </>
      )}
      <Confirm open={!!forgetting} title="Forget?" confirmLabel="Forget" onCancel={() => setForgetting(undefined)} onConfirm={() => forgetting && void forget(forgetting)}>
        <p>This erases {forgetting?.label}. It cannot be undone.</p>
      </Confirm>
    </>
  );
}

type Record = MemoriesQuery['memories']['memories'][number];

function MemoryList({ userId, onForget }: { userId: string; onForget: (m: Record) => void }) {
  // Cursors of the pages seen so far, so "Previous" goes back the way it came.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useLoad(() => graphql(MemoriesDocument, { userId, limit: PAGE_SIZE, cursor }), [userId, cursor]);
  return (
    <section aria-labelledby="list-title">
      <h2 id="list-title">
        Memories in <code>{userId}</code>
      </h2>
      <Show state={page} what="memories">
        {(data) =>
          data.memories.memories.length === 0 ? (
            <Empty>This store holds no memories.</Empty>
          ) : (
            <>
              <ol className="memories" start={(cursors.length - 1) * PAGE_SIZE + 1}>
                {data.memories.memories.map((m) => (
                  <li key={m.id}>
                    <p>{m.content}</p>
                    <p className="muted small">
                      {m.category} · {formatDateTime(m.createdAt)}
                      {m.isSuperseded && ' · superseded'}
                    </p>
                    <button type="button" className="danger small" onClick={() => onForget(m)}>
                      Forget<span className="visually-hidden"> this memory</span>
                    </button>
                  </li>
                ))}
              </ol>
              <nav className="pager" aria-label="Memory pages">
                <button type="button" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
                  Previous
                </button>
                <span className="muted">Page {formatNumber(cursors.length)}</span>
                <button type="button" disabled={!data.memories.nextCursor} onClick={() => setCursors((c) => [...c, data.memories.nextCursor ?? null])}>
                  Next
                </button>
              </nav>
            </>
          )
        }
      </Show>
    </section>
  );
}

function Playground({ userId }: { userId: string }) {
  const [search, setSearch] = useState<SearchMemoriesQuery['search']>();
  const [recall, setRecall] = useState<RecallPreviewQuery['recall']>();
  const [error, setError] = useState<Error>();
  const [busy, setBusy] = useState(false);

  async function run(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const query = String(form.get('query'));
    const mode = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? 'search';
    setBusy(true);
    setError(undefined);
    try {
      if (mode === 'recall') {
        setRecall((await graphql(RecallPreviewDocument, { userId, query })).recall);
        setSearch(undefined);
      } else {
        setSearch((await graphql(SearchMemoriesDocument, { userId, query })).search);
        setRecall(undefined);
      }
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="play-title">
      <h2 id="play-title">Search playground</h2>
      <form onSubmit={run} className="inline">
        <label>
          Query
          <input type="search" name="query" required />
        </label>
        <button type="submit" name="mode" value="search" className="primary" disabled={busy}>
          Search
        </button>
        <button type="submit" name="mode" value="recall" disabled={busy}>
          Preview recall
        </button>
      </form>
      {error && <ErrorNote error={error} />}
      <div aria-live="polite">
        {search &&
          (search.memories.length === 0 ? (
            <Empty>No memory matches.</Empty>
          ) : (
            <div className="table-wrap">
              <table data-testid="search-results">
                <caption>Results in the order the API returned them</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">#</th>
                    <th scope="col">Memory</th>
                    <th scope="col" className="num">Similarity</th>
                    <th scope="col">Category</th>
                  </tr>
                </thead>
                <tbody>
                  {search.memories.map((m, i) => (
                    <tr key={m.id}>
                      <td className="num">{formatNumber(i + 1)}</td>
                      <td>{m.content}</td>
                      <td className="num">{formatDecimal(m.similarity)}</td>
                      <td>{m.category}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        {recall && (
          <div className="recall" data-testid="recall-preview">
            <p>
              <strong>{formatNumber(recall.usage.outputTokens)}</strong> tokens of context (target {formatNumber(recall.budget.targetTokens)}, at most{' '}
              {formatNumber(recall.budget.maxTokens)}), {formatNumber(recall.context.count)} {recall.context.count === 1 ? 'item' : 'items'}.
            </p>
            {recall.context.atoms.length === 0 ? (
              <Empty>Nothing would be recalled for this query.</Empty>
            ) : (
              <ol>
                {recall.context.atoms.map((a, i) => (
                  <li key={`${a.memoryId}-${i}`}>
                    {a.text} <span className="muted small">({formatDecimal(a.similarity)})</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
