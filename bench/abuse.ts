import { spawn } from 'node:child_process';
import { memoryText, queryText } from './corpus.js';
import { ok, type Stack } from './harness.js';
import { fmt, markdownTable, targetTable, writeJson, type Target } from './report.js';
import type { BenchSettings } from './settings.js';
import { summarize, timed, type Summary } from './stats.js';

// `npm run bench -- --abuse`: another account's search while the service is abused, against the same
// search on an idle service. Each attack runs on its own for a while, by a free-tier account of its
// own (a fresh budget), while the victim searches one call after another; for each attack the bench
// prints what the attacker's requests were answered and what one of them was charged, and the
// victim's search p50/p95 during it. The attackers are a process of their own, the victim's searches
// run on the bench's; everything stays on loopback and stops by itself.
//
// Attacks: GraphQL aliases (30 aliased recalls; 1,000 aliased searches), a fragment fan-out (16
// fragments each spreading the next twice: 2^16 recalls in 17 lines), automatic persisted queries
// replayed by hash with new variables (a document of 20 recalls; a page query asking for 1,000),
// depth, a batch of 30 recalls in one array body, 7 MB of variables, a 2 MB bulk import by a
// free-tier account, and a flood of 10 MB bodies without a key. The flood writes its requests on raw
// sockets, as a determined sender would: what it measures is what refusing 10 MB bodies costs the
// service, not what an HTTP client library spends building them on the same cores.
// `--attacker-nice=N` runs the attackers' process at another priority (0 by default: an equal
// footing with the service on this machine's cores).
const ATTACK_CODE = `
const { baseUrl, attackerKey, seconds, attack, nice } = JSON.parse(process.argv[1]);
let deadline = 0;
require('node:os').setPriority(nice);
const { createHash } = require('node:crypto');
const net = require('node:net');
const counts = {};
const charged = {};
const count = (what, status) => { const k = what + ' ' + status; counts[k] = (counts[k] || 0) + 1; };
const recall = (alias, query) => alias + 'recall(input: { userId: "attacker", query: ' + query + ' }) { __typename }';
const aliased = (n, field) => '{ ' + Array.from({ length: n }, (_, i) => field('a' + i + ': ', '"q' + i + '"')).join(' ') + ' }';
const search = (alias, query) => alias + 'search(input: { userId: "attacker", query: ' + query + ' }) { __typename }';
const fanOut = ['{ ...F0 }', ...Array.from({ length: 16 }, (_, i) => 'fragment F' + i + ' on Query { ...F' + (i + 1) + ' ...F' + (i + 1) + ' }'),
  'fragment F16 on Query { ' + recall('', '"q"') + ' }'].join('\\n');
const twentyRecalls = 'query Twenty($q: String!) { ' + Array.from({ length: 20 }, (_, i) => recall('a' + i + ': ', '$q')).join(' ') + ' }';
const page = 'query Page($n: Int) { viewer { keys(first: $n) { edges { node { id } } } } }';
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const persisted = (query) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
let deep = 'id';
for (let i = 0; i < 13; i++) deep = 'viewer { ' + deep + ' }';
const unused = 'x'.repeat(7 * 1024 * 1024);
const huge = Buffer.alloc(10 * 1024 * 1024, 'a');
const { hostname, port } = new URL(baseUrl);

/** One POST with the attacker's key: its status and the budget left after it. */
const post = (path, body) => fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': attackerKey }, body })
  .then(async (r) => { await r.arrayBuffer(); return { status: r.status, remaining: Number(r.headers.get('x-ratelimit-remaining')) }; });
const graphql = (body) => post('/graphql', JSON.stringify(body));
/** One 10 MB POST without a key on a connection of its own; resolves with the status the server answered. */
const flood = (path) => new Promise((resolve, reject) => {
  const socket = net.connect(Number(port), hostname);
  let head = '';
  socket.on('data', (chunk) => {
    head += chunk.toString('latin1');
    // The status line: "HTTP/1.1 413 ..."
    if (head.length >= 12) { socket.destroy(); resolve({ status: Number(head.slice(9, 12)) }); }
  });
  socket.on('error', reject);
  socket.on('close', () => reject(new Error('closed without an answer')));
  socket.write('POST ' + path + ' HTTP/1.1\\r\\nhost: ' + hostname + ':' + port + '\\r\\ncontent-type: application/json\\r\\ncontent-length: ' + huge.length + '\\r\\n\\r\\n');
  socket.write(huge);
});

/** Each attack: its variants (what one request sends), how many senders each, and what runs once before. */
const attacks = {
  aliases: {
    variants: {
      '30 aliased recalls (GraphQL)': () => graphql({ query: aliased(30, recall) }),
      '1,000 aliased searches (GraphQL)': () => graphql({ query: aliased(1000, search) }),
    },
  },
  fanout: { variants: { 'fragment fan-out, 2^16 recalls (GraphQL)': () => graphql({ query: fanOut }) } },
  apq: {
    // Registered once with their full text (charged as such); replayed by hash alone after.
    setup: async () => {
      await graphql({ query: twentyRecalls, variables: { q: 'first' }, extensions: persisted(twentyRecalls) });
      await graphql({ query: page, variables: { n: 1 }, extensions: persisted(page) });
    },
    variants: {
      'persisted 20 recalls by hash, new variables (APQ)': () => graphql({ variables: { q: 'q' + Math.random() }, extensions: persisted(twentyRecalls) }),
      'persisted page query by hash, first: 1000 (APQ)': () => graphql({ variables: { n: 1000 }, extensions: persisted(page) }),
    },
  },
  depth: { variants: { 'selection 13 deep (GraphQL)': () => graphql({ query: '{ ' + deep + ' }' }) } },
  batch: { variants: { '30 recalls batched in one array body (GraphQL)': () => post('/graphql', JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ query: '{ ' + recall('', '"b' + i + '"') + ' }' })))) } },
  variables: { variants: { 'recall with 7 MB of variables (GraphQL)': () => graphql({ query: '{ ' + recall('', '"v"') + ' }', variables: { unused } }) } },
  bulk: { variants: {} },
  flood: { senders: 4, variants: { '10 MB body without a key': () => flood('/api/v1/memory/store') } },
};

async function loop(what, once) {
  while (Date.now() < deadline) {
    try { count(what, (await once()).status); } catch (err) { count(what, 'network error'); }
  }
}
/** What one request of each variant costs the attacker's budget: the budget before and after it. */
async function price(what, once) {
  const before = await graphql({ query: '{ __typename }' });
  const answer = await once();
  count(what, answer.status);
  if (answer.remaining !== undefined && !Number.isNaN(answer.remaining) && before.remaining > 0) charged[what] = before.remaining - answer.remaining;
}
(async () => {
  const chosen = attacks[attack];
  if (chosen.setup) await chosen.setup();
  for (const [what, once] of Object.entries(chosen.variants)) await price(what, once);
  // The attack's time starts now, here and in the bench (which measures the victim meanwhile).
  deadline = Date.now() + seconds * 1000;
  process.stdout.write('ready\\n');
  await Promise.all(Object.entries(chosen.variants).flatMap(([what, once]) => Array.from({ length: chosen.senders ?? 2 }, () => loop(what, once))));
  process.stdout.write(JSON.stringify({ counts, charged }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

/** The attacks, all by default, each on its own in turn; `--attacks=bulk,flood` runs some of them. */
export const ATTACKS = ['aliases', 'fanout', 'apq', 'depth', 'batch', 'variables', 'bulk', 'flood'] as const;

interface AttackOutcome {
  attack: string;
  /** `<variant> <status>` → how many requests were answered so. */
  counts: Record<string, number>;
  /** Requests one request of each variant took from the attacker's budget (measured while it had budget left). */
  charged: Record<string, number>;
  victim: Summary;
  victimMax: number;
  bulkStatus?: unknown;
}

export async function runAbuse(stack: Stack, settings: BenchSettings, attacks: readonly string[] = ATTACKS, attackerNice = 0): Promise<void> {
  const log = (msg: string) => process.stderr.write(`bench: abuse: ${msg}\n`);
  const quick = settings.quick;
  const samples = quick ? 60 : 200;
  const attackSeconds = quick ? 12 : 30;

  // The victim: an enterprise account's store of 500 memories, searched one call after another.
  const victim = 'victim';
  ok(await stack.memory('/api/v1/memory/collection', { user_id: victim }), 'collection');
  const texts = Array.from({ length: quick ? 100 : 500 }, (_, i) => memoryText(i));
  const imports: string[] = [];
  for (let i = 0; i < texts.length; i += 100) {
    const started = ok(await stack.memory('/api/v1/memory/bulk-store', { user_id: victim, content: texts.slice(i, i + 100).join('\n\n') }), 'victim bulk-store') as { job_id: string };
    imports.push(started.job_id);
  }
  // Idle means idle: the store's imports are indexed before the baseline is taken.
  for (const jobId of imports) {
    for (;;) {
      const status = ok(await stack.memory('/api/v1/memory/bulk-store/status', { user_id: victim, job_id: jobId }), 'victim import status') as { status: string };
      if (status.status === 'done') break;
      if (status.status === 'failed') throw new Error(`victim import ${jobId} failed`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const search = (i: number) => async () => ok(await stack.memory('/api/v1/memory/search', { user_id: victim, query: queryText(i) }), 'victim search');
  for (let i = 0; i < 20; i++) await search(i)();

  // Queries not asked before (none is in the query cache), as during the attacks.
  log(`idle: ${samples} searches`);
  const idle: number[] = [];
  for (let i = 0; i < samples; i++) idle.push((await timed(search(500 + i)))[0]);

  const outcomes: AttackOutcome[] = [];
  let victimQuery = 1000;
  for (const attack of attacks) {
    // Each attack by a free-tier account of its own, with a store of its own: a whole budget.
    const attacker = await stack.service.accounts.createAccount(`abuser-${attack}-${Date.now()}`, 'free');
    const { key: attackerKey } = await stack.service.accounts.createKey(attacker.id);
    const asAttacker = (path: string, body: unknown) =>
      fetch(stack.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': attackerKey }, body: JSON.stringify(body) });
    await (await asAttacker('/api/v1/memory/collection', { user_id: 'attacker' })).arrayBuffer();

    log(`${attack} for ${attackSeconds} s`);
    let bulk: Promise<{ job_id?: string; status?: string }> | undefined;
    const charged: Record<string, number> = {};
    const bulkCounts: Record<string, number> = {};
    if (attack === 'bulk') {
      let blob = '';
      for (let i = 0; blob.length < 2_000_000 - 200; i++) blob += `${memoryText(100_000 + i)}\n\n`;
      bulk = asAttacker('/api/v1/memory/bulk-store', { user_id: 'attacker', content: blob.slice(0, 2_000_000) }).then(async (res) => {
        const body = (await res.json()) as { job_id?: string; status?: string };
        const what = '2 MB bulk import (REST)';
        bulkCounts[`${what} ${res.status}`] = 1;
        charged[what] = 1;
        return body;
      });
    }
    const attackers = spawn(process.execPath, ['-e', ATTACK_CODE, JSON.stringify({ baseUrl: stack.baseUrl, attackerKey, seconds: attackSeconds, attack, nice: attackerNice })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    // The attackers say `ready` once their setup and pricing requests are done, then attack.
    let ready: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (ready = resolve));
    attackers.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.startsWith('ready\n')) ready();
    });
    const answered = new Promise<{ counts: Record<string, number>; charged: Record<string, number> }>((resolve, reject) => {
      attackers.once('error', reject);
      attackers.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(output.slice('ready\n'.length)) as { counts: Record<string, number>; charged: Record<string, number> }) : reject(new Error(`attackers exited with ${code}`)),
      );
    });
    await Promise.race([started, answered]);
    const deadline = Date.now() + attackSeconds * 1000;
    const underAttack: number[] = [];
    while (Date.now() < deadline) underAttack.push((await timed(search(victimQuery++)))[0]);
    const result = await answered;
    const bulkBody = bulk ? await bulk : undefined;
    // Read from the database: the attacker's own budget may be spent by now.
    const bulkStatus = bulkBody?.job_id
      ? await stack.service.prisma.bulkImport.findUnique({ where: { id: bulkBody.job_id }, select: { status: true, chunksDone: true, chunksTotal: true } })
      : undefined;
    outcomes.push({
      attack,
      counts: { ...bulkCounts, ...result.counts },
      charged: { ...charged, ...result.charged },
      victim: summarize(underAttack),
      victimMax: Math.max(...underAttack),
      bulkStatus,
    });
  }

  const a = summarize(idle);
  console.log(`\n## Another account's search under abuse (each attack on its own for ${attackSeconds} s; attackers at nice ${attackerNice})\n`);
  console.log(
    markdownTable(
      ['phase', 'searches', 'p50 ms', 'p95 ms', 'max ms', 'p95 / idle p95'],
      [
        ['idle', a.n, fmt(a.p50), fmt(a.p95), fmt(Math.max(...idle)), '1.00'],
        ...outcomes.map((o) => [`during ${o.attack}`, o.victim.n, fmt(o.victim.p50), fmt(o.victim.p95), fmt(o.victimMax), (o.victim.p95 / a.p95).toFixed(2)]),
      ],
    ),
  );
  console.log('\n### What the attackers got\n');
  console.log('Charged: requests one such request took from the attacker\'s budget while it had some left (free tier: ' +
    `${stack.config.rateLimit.tiers.free} requests per ${stack.config.rateLimit.windowSeconds} s; 429 once spent).\n`);
  const answerRows = outcomes.flatMap((o) =>
    Object.entries(o.counts).map(([k, n]) => {
      const [what, status] = k.split(/ (?=\S+$)/) as [string, string];
      return [o.attack, what, status, n, o.charged[what] ?? '-'];
    }),
  );
  console.log(markdownTable(['attack', 'request', 'answer', 'count', 'charged'], answerRows));
  for (const o of outcomes) if (o.bulkStatus) console.log(`\nThe 2 MB bulk import after ${attackSeconds} s: ${JSON.stringify(o.bulkStatus)}\n`);
  const targets: Target[] = outcomes.map((o) => ({ name: `search p95 during ${o.attack} / idle p95`, figure: o.victim.p95 / a.p95, limit: 2, kind: 'max', unit: '' }));
  console.log(targetTable(targets));
  log(`results: ${writeJson(settings.resultsDir, 'abuse.json', { attacks, attackerNice, attackSeconds, idle: a, outcomes, targets })}`);
}
