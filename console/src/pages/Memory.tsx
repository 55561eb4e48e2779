import { useState, type FormEvent } from 'react';
import { graphql } from '../api';
import { formatDateTime, formatDecimal, formatNumber } from '../format';
import {
  ExportPageDocument,
  ForgetMemoryDocument,
  MemoriesDocument,
  MemoryVersionsDocument,
  type MemoryVersionsQuery,
  RecallPreviewDocument,
  SearchMemoriesDocument,
  StoresDocument,
  type MemoriesQuery,
  type RecallPreviewQuery,
  type SearchMemoriesQuery,
} from '../generated/graphql';
import { throwUserErrors } from '../documents';
import { Confirm, Empty, ErrorNote, scrollable, Show, useLoad } from '../ui';

const PAGE_SIZE = 20;
type Forgetting = { userId: string; memoryId?: string; label: string };

export function Memory() {
  const stores = useLoad(() => graphql(StoresDocument), []);
  const [store, setStore] = useState<string>();
  const [forgetting, setForgetting] = useState<Forgetting>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<Error>();
  const [round, setRound] = useState(0);

  /** The store as the REST export writes it (NDJSON, one record a line), paged through GraphQL and saved as a file. */
  async function exportStore(userId: string) {
    setError(undefined);
    try {
      const lines: string[] = [];
      let cursor: string | null = null;
      do {
        const { memories }: { memories: { memories: ExportRow[]; nextCursor?: string | null } } = await graphql(ExportPageDocument, { userId, cursor });
        for (const m of memories.memories) lines.push(JSON.stringify(exportLine(m)));
        cursor = memories.nextCursor ?? null;
      } while (cursor);
      const url = URL.createObjectURL(new Blob(lines.map((l) => `${l}\n`), { type: 'application/x-ndjson' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${userId}.ndjson`;
      link.click();
      URL.revokeObjectURL(url);
      setNotice(`Exported ${formatNumber(lines.length)} ${lines.length === 1 ? 'memory' : 'memories'} of ${userId}.`);
    } catch (err) {
      setError(err as Error);
    }
  }

  async function forget(f: Forgetting) {
    setForgetting(undefined);
    setError(undefined);
    try {
      const { forget } = await graphql(ForgetMemoryDocument, { userId: f.userId, memoryId: f.memoryId ?? null });
      throwUserErrors(forget.userErrors);
      const deleted = forget.deleted ?? 0;
      setNotice(`Forgot ${formatNumber(deleted)} ${deleted === 1 ? 'memory' : 'memories'}.`);
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
              <ul className="cards stores" aria-label="Memory stores">
                {data.viewer.stores.map((s) => (
                  <li key={s.userId} aria-current={store === s.userId ? 'true' : undefined}>
                    <p>
                      <code className="store-name" title={s.userId} data-testid="store-name">
                        {s.userId}
                      </code>
                    </p>
                    <p className="muted small">
                      {formatNumber(s.totalMemories)} {s.totalMemories === 1 ? 'memory' : 'memories'} · created {formatDateTime(s.createdAt)}
                    </p>
                    <div className="actions">
                      <button type="button" onClick={() => setStore(s.userId)} aria-pressed={store === s.userId}>
                        Open<span className="visually-hidden"> {s.userId}</span>
                      </button>
                      <button type="button" onClick={() => void exportStore(s.userId)}>
                        Export<span className="visually-hidden"> {s.userId}</span>
                      </button>
                      <button type="button" className="danger" onClick={() => setForgetting({ userId: s.userId, label: `every memory of ${s.userId}` })}>
                        Forget all<span className="visually-hidden"> of {s.userId}</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Show>
      </section>
      {store && (
        <>
          <MemoryList key={`${store}-${round}`} userId={store} onForget={(m) => setForgetting({ userId: store, memoryId: m.id, label: `“${m.content.slice(0, 80)}”` })} />
          <Playground key={`play-${store}-${round}`} userId={store} />
        </>
      )}
      <Confirm open={!!forgetting} title="Forget?" confirmLabel="Forget" onCancel={() => setForgetting(undefined)} onConfirm={() => forgetting && void forget(forgetting)}>
        <p>This erases {forgetting?.label}. It cannot be undone.</p>
      </Confirm>
    </>
  );
}

type Record = MemoriesQuery['memories']['memories'][number];
type ExportRow = {
  id: string;
  content: string;
  category: string;
  speaker?: string | null;
  eventDate?: string | null;
  createdAt?: string | null;
  importance: number;
  isSuperseded: boolean;
  supersededBy?: string | null;
  expiresAt?: string | null;
  sourceType?: string | null;
};

/** One line of an export, as `POST /api/v1/memory/export` writes it. */
const exportLine = (m: ExportRow) => ({
  id: m.id,
  content: m.content,
  category: m.category,
  speaker: m.speaker ?? null,
  event_date: m.eventDate ?? null,
  created_at: m.createdAt ?? null,
  importance: m.importance,
  is_superseded: m.isSuperseded,
  superseded_by: m.supersededBy ?? null,
  expires_at: m.expiresAt ?? null,
  source_type: m.sourceType ?? null,
});

type Version = MemoryVersionsQuery['memoryVersions']['versions'][number];

/** A memory's versions, oldest first, loaded when asked for. */
function Versions({ userId, memoryId }: { userId: string; memoryId: string }) {
  const versions = useLoad(() => graphql(MemoryVersionsDocument, { userId, memoryId }), [userId, memoryId]);
  return (
    <Show state={versions} what="versions">
      {(data) => (
        <ol className="versions" aria-label="Versions, oldest first" data-testid="versions">
          {data.memoryVersions.versions.map((v: Version) => (
            <li key={v.id} aria-current={v.id === memoryId ? 'true' : undefined}>
              <p>{v.content}</p>
              <p className="muted small">
                stored {formatDateTime(v.createdAt)}
                {v.supersededAt ? ` · replaced ${formatDateTime(v.supersededAt)}` : ' · current'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Show>
  );
}

/** Whether a memory's text or category holds every word of the filter (case and accents ignored). */
function matches(m: Record, words: string[]): boolean {
  const text = fold(`${m.content} ${m.category}`);
  return words.every((w) => text.includes(w));
}
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function MemoryList({ userId, onForget }: { userId: string; onForget: (m: Record) => void }) {
  // Cursors of the pages seen so far, so "Previous" goes back the way it came.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [filter, setFilter] = useState('');
  const [opened, setOpened] = useState<string>();
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useLoad(() => graphql(MemoriesDocument, { userId, limit: PAGE_SIZE, cursor }), [userId, cursor]);
  const words = fold(filter).split(/\s+/).filter(Boolean);
  return (
    <section aria-labelledby="list-title">
      <h2 id="list-title">
        Memories in <code className="store-name">{userId}</code>
      </h2>
      <label>
        Filter this page
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Words in the text or category" />
      </label>
      <Show state={page} what="memories">
        {(data) => {
          const all = data.memories.memories;
          const shown = words.length ? all.filter((m) => matches(m, words)) : all;
          return all.length === 0 ? (
            <Empty>This store holds no memories.</Empty>
          ) : (
            <>
              <p className="muted small" role="status" data-testid="filter-count">
                {words.length ? `${formatNumber(shown.length)} of ${formatNumber(all.length)} memories on this page match.` : `${formatNumber(all.length)} memories on this page.`}
              </p>
              {shown.length === 0 && <Empty>No memory on this page matches the filter.</Empty>}
              <ol className="memories" start={(cursors.length - 1) * PAGE_SIZE + 1}>
                {shown.map((m) => (
                  <li key={m.id}>
                    <p>{m.content}</p>
                    <p className="muted small">
                      {m.category} · {formatDateTime(m.createdAt)}
                      {m.isSuperseded && ' · superseded'}
                      {m.expiresAt && ` · expires ${formatDateTime(m.expiresAt)}`}
                    </p>
                    <button type="button" className="small" aria-expanded={opened === m.id} onClick={() => setOpened(opened === m.id ? undefined : m.id)}>
                      Versions<span className="visually-hidden"> of this memory</span>
                    </button>{' '}
                    <button type="button" className="danger small" onClick={() => onForget(m)}>
                      Forget<span className="visually-hidden"> this memory</span>
                    </button>
                    {opened === m.id && <Versions userId={userId} memoryId={m.id} />}
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
          );
        }}
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
            <div className="table-wrap" {...scrollable('Search results table')}>
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
        {recall && <RecallPreview recall={recall} />}
      </div>
    </section>
  );
}

/** A recall as the API answers it: its size in tokens, the short-term turns, the long-term matches and the context. */
function RecallPreview({ recall }: { recall: RecallPreviewQuery['recall'] }) {
  const { shortTerm, longTerm, context } = recall;
  const nothing = shortTerm.count + longTerm.count + context.count === 0;
  return (
    <div className="recall" data-testid="recall-preview">
      <dl className="stats">
        <div>
          <dt>Tokens of context</dt>
          <dd data-testid="recall-tokens">{formatNumber(recall.usage.outputTokens)}</dd>
        </div>
        <div>
          <dt>Short-term turns</dt>
          <dd data-testid="recall-short-term">{formatNumber(shortTerm.count)}</dd>
        </div>
        <div>
          <dt>Long-term memories</dt>
          <dd data-testid="recall-long-term">{formatNumber(longTerm.count)}</dd>
        </div>
        <div>
          <dt>Context items</dt>
          <dd data-testid="recall-context">{formatNumber(context.count)}</dd>
        </div>
      </dl>
      <p className="muted small">
        The engine aims at {formatNumber(recall.budget.targetTokens)} tokens and never returns more than {formatNumber(recall.budget.maxTokens)}.
      </p>
      {nothing && <Empty>Nothing would be recalled for this query.</Empty>}
      {shortTerm.turns.length > 0 && (
        <section aria-labelledby="recall-short-title">
          <h3 id="recall-short-title">Short-term turns, most recent first</h3>
          <ol className="memories" data-testid="recall-turns">
            {shortTerm.turns.map((t) => (
              <li key={t.id}>
                <p>
                  <strong>User:</strong> {t.userMsg}
                </p>
                <p>
                  <strong>Assistant:</strong> {t.assistantMsg}
                </p>
                <p className="muted small">{formatDateTime(t.createdAt)}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {longTerm.memories.length > 0 && (
        <section aria-labelledby="recall-long-title">
          <h3 id="recall-long-title">Long-term memories, in the order recalled</h3>
          <ol className="memories" data-testid="recall-memories">
            {longTerm.memories.map((m) => (
              <li key={m.id}>
                <p>{m.content}</p>
                <p className="muted small">
                  {m.category} · similarity {formatDecimal(m.similarity)}
                  {m.createdAt && ` · ${formatDateTime(m.createdAt)}`}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {context.count > 0 && (
        <section aria-labelledby="recall-context-title">
          <h3 id="recall-context-title">Context</h3>
          {context.atoms.length > 0 && (
            <>
              <p className="muted small">Sentences of long memories that matched:</p>
              <ul className="memories">
                {context.atoms.map((a, i) => (
                  <li key={`${a.memoryId}-${i}`}>
                    {a.text} <span className="muted small">(similarity {formatDecimal(a.similarity)})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {context.neighbours.length > 0 && (
            <>
              <p className="muted small">Memories stored next to the matches:</p>
              <ul className="memories">
                {context.neighbours.map((n) => (
                  <li key={`${n.id}-${n.neighbourOf}`}>{n.content}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
