import { analyze } from '../../subgraphs/memory/src/domain/retrieval/analyzer.js';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PooledEmbedder, type PooledEmbedderOptions } from '../../subgraphs/memory/src/embedding/pooled-embedder.js';
import { sharedEmbedder, testConfig } from '../testkit/service.js';

// The default embedder: the real multilingual model, loaded from the local directory set-up built.
const config = testConfig();
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('ONNX embedder (multilingual-e5-small)', () => {
  it('gives unit vectors of the configured size, the same alone and in a batch', async () => {
    const e = await sharedEmbedder(config);
    const texts = ['Mein Hund heißt Bruno', '東京の天気は晴れです', 'Москва — столица России', 'short'];
    const batch = await e.embedPassages(texts);
    expect(batch).toHaveLength(4);
    for (const v of batch) {
      expect(v).toHaveLength(384);
      expect(Math.hypot(...v)).toBeCloseTo(1, 4);
    }
    const [alone] = await e.embedPassages([texts[1]!]);
    expect(dot(alone!, batch[1]!)).toBeGreaterThan(0.999);
  });

  it('matches an English query to German, Japanese and Russian passages on the same topic', async () => {
    const e = await sharedEmbedder(config);
    const passages = [
      'Mein Hund heißt Bruno und liebt den Strand.',
      '私の猫の名前はミケで、毎日窓辺で寝ています。',
      'Мой брат работает врачом в больнице в Казани.',
      'The quarterly sales report is due on Friday.',
    ];
    const vectors = await e.embedPassages(passages);
    const queries = ['what is my dog called?', 'where does my cat sleep?', 'what is my brother’s job?', 'when is the sales report due?'];
    const qv = await e.embedQueries(queries);
    qv.forEach((q, i) => {
      const scores = vectors.map((v) => dot(q, v));
      expect(scores.indexOf(Math.max(...scores)), queries[i]).toBe(i);
    });
  });

  it('runs background embedding on threads of lower priority but the steady ones, and interactive embedding at the process priority', async () => {
    const e = await sharedEmbedder(config);
    await e.embedPassages(['warm'], { tenant: 'priority-check' });
    // Field 19 of a thread's stat is its nice value; the fields are counted after the command name.
    const nices = readdirSync('/proc/self/task').map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    expect(config.embedding.backgroundNice).toBeGreaterThan(0);
    const { backgroundThreads, backgroundSteadyThreads } = config.embedding;
    expect(backgroundSteadyThreads).toBeGreaterThan(0);
    expect(nices.filter((n) => n === config.embedding.backgroundNice)).toHaveLength(backgroundThreads - backgroundSteadyThreads);
    // Everything else (the event loop, the interactive and steady embedding threads, libuv) keeps the process's own.
    expect(nices.filter((n) => n !== config.embedding.backgroundNice).every((n) => n === os.getPriority())).toBe(true);
  });

  it('counts tokens with the model tokenizer', async () => {
    const e = await sharedEmbedder(config);
    expect(await e.countTokens('Mein Hund heißt Bruno und liebt den Strand')).toBe(10);
    expect(await e.countTokens('')).toBe(0);
  });

  it('counts the tokens of many texts on the embedding threads, the same as one by one, in order', async () => {
    const e = await sharedEmbedder(config);
    const texts = Array.from({ length: 150 }, (_, i) => `${'Mein Hund heißt Bruno. '.repeat(i % 7)}東京の天気 ${i}`);
    expect(e.countTokensMany).toBeDefined();
    const many = await e.countTokensMany!(texts, { tenant: 'count-check' });
    expect(many).toEqual(await Promise.all(texts.map((t) => e.countTokens(t))));
    expect(await e.countTokensMany!([])).toEqual([]);
  });

  it('analyses many texts for the lexical index on the embedding threads, the same as here, in order', async () => {
    const e = await sharedEmbedder(config);
    const texts = Array.from({ length: 100 }, (_, i) => [`Mein Hund heißt Bruno und läuft ${i} Runden`, `Invoice ${i} was paid in March`, `東京の天気は${i}度です`][i % 3]!);
    const langs = texts.map((_, i) => ['de', 'en', 'ja'][i % 3]!);
    expect(e.analyzeMany).toBeDefined();
    expect(await e.analyzeMany!(texts, langs, { tenant: 'analyse-check' })).toEqual(texts.map((t, i) => analyze(t, langs[i]!)));
  });
});

describe('embedding capacity under a bulk import', () => {
  // One background thread, so that the order batches finish in is the order they were dispatched in
  // (with several, batches run side by side and finish in whatever order the scheduler gives them).
  let e: PooledEmbedder;
  beforeAll(async () => {
    e = await PooledEmbedder.start({ ...(config.embedding as PooledEmbedderOptions), backgroundThreads: 1 });
  });
  afterAll(() => e?.close());

  it('serves interactive embeds and a second account between the batches of a large import', async () => {
    const finished: string[] = [];
    const track = (label: string, p: Promise<unknown>) => p.then(() => finished.push(label));
    const passage = (tenant: string, i: number) =>
      Array.from({ length: config.embedding.batchSize }, (_, j) => `${tenant} note ${i}.${j}: the shipment was signed for at the loading dock.`);
    // Account A's import: eight full batches, queued at once as a bulk import queues them.
    const a = Array.from({ length: 8 }, (_, i) => track(`A${i + 1}`, e.embedPassages(passage('A', i), { tenant: 'account-a' })));
    // Account B's small import and an interactive search arrive after all of A's batches.
    const b = [1, 2].map((i) => track(`B${i}`, e.embedPassages(passage('B', i), { tenant: 'account-b' })));
    const query = track('query', e.embedQueries(['where was the shipment signed for?']));
    await Promise.all([...a, ...b, query]);
    // The query does not wait for the import; B's batches take turns with A's instead of queueing
    // behind all eight.
    expect(finished.indexOf('query')).toBeLessThan(finished.indexOf('A8'));
    expect(finished.indexOf('B1')).toBeLessThan(finished.indexOf('A4'));
    expect(finished.indexOf('B2')).toBeLessThan(finished.indexOf('A5'));
    expect(finished.filter((x) => x.startsWith('A'))).toEqual(Array.from({ length: 8 }, (_, i) => `A${i + 1}`));
  });
});
