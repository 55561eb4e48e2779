import { spawn } from 'node:child_process';
import { memoryText, queryText } from './corpus.js';
import { ok, type Stack } from './harness.js';
import { fmt, markdownTable, targetTable, writeJson, type Target } from './report.js';
import type { BenchSettings } from './settings.js';
import { summarize, timed, type Summary } from './stats.js';

// `npm run bench -- --abuse`: another account's search while the service is abused, against the same
// search on an idle service. The attackers are a process of their own, the victim's searches run on the
// bench's; everything stays on loopback and stops by itself. Attacks: GraphQL documents of 1,000
// aliased searches and recalls, a 2 MB bulk import by a free-tier account, and a flood of 10 MB bodies
// without a key. The flood writes its requests on raw sockets, as a determined sender would: what it
// measures is what refusing 10 MB bodies costs the service, not what an HTTP client library spends
// building them on the same cores. `--attacker-nice=N` runs the attackers' process at another priority
// (0 by default: an equal footing with the service on this machine's cores).
const ATTACK_CODE = `
const { baseUrl, attackerKey, deadline, attacks, nice } = JSON.parse(process.argv[1]);
require('node:os').setPriority(nice);
const counts = {};
const count = (what, status) => { const k = what + ' ' + status; counts[k] = (counts[k] || 0) + 1; };
const aliases = (field) => '{ ' + Array.from({ length: 1000 }, (_, i) =>
  'a' + i + ': ' + field + '(input: { userId: "attacker", query: "q' + i + '" }) { __typename }').join(' ') + ' }';
const bodies = { search: JSON.stringify({ query: aliases('search') }), recall: JSON.stringify({ query: aliases('recall') }) };
const huge = Buffer.alloc(10 * 1024 * 1024, 'a');
const { hostname, port } = new URL(baseUrl);
const net = require('node:net');
/** One 10 MB POST on a connection of its own; resolves with the status the server answered. */
const flood = (path) => new Promise((resolve, reject) => {
  const socket = net.connect(Number(port), hostname);
  let head = '';
  socket.on('data', (chunk) => {
    head += chunk.toString('latin1');
    // The status line: "HTTP/1.1 413 ..."
    if (head.length >= 12) { socket.destroy(); resolve(Number(head.slice(9, 12))); }
  });
  socket.on('error', reject);
  socket.on('close', () => reject(new Error('closed without an answer')));
  socket.write('POST ' + path + ' HTTP/1.1\\r\\nhost: ' + hostname + ':' + port + '\\r\\ncontent-type: application/json\\r\\ncontent-length: ' + huge.length + '\\r\\n\\r\\n');
  socket.write(huge);
});
async function loop(what, once) {
  while (Date.now() < deadline) {
    try { count(what, await once()); } catch (err) { count(what, 'network error'); }
  }
}
const post = (path, headers, body) => fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  .then(async (r) => { await r.arrayBuffer(); return r.status; });
Promise.all([
  ...(attacks.includes('aliases') ? [
    loop('1,000 aliased searches (GraphQL)', () => post('/graphql', { 'x-api-key': attackerKey }, bodies.search)),
    loop('1,000 aliased recalls (GraphQL)', () => post('/graphql', { 'x-api-key': attackerKey }, bodies.recall)),
  ] : []),
  ...(attacks.includes('flood') ? Array.from({ length: 4 }, () => loop('10 MB body without a key', () => flood('/api/v1/memory/store'))) : []),
]).then(() => process.stdout.write(JSON.stringify(counts)));
`;

/** The attacks, all by default; `--attacks=bulk,flood` runs some of them (to tell their costs apart). */
export const ATTACKS = ['aliases', 'bulk', 'flood'] as const;

export async function runAbuse(stack: Stack, settings: BenchSettings, attacks: readonly string[] = ATTACKS, attackerNice = 0): Promise<void> {
  const log = (msg: string) => process.stderr.write(`bench: abuse: ${msg}\n`);
  const quick = settings.quick;
  const samples = quick ? 60 : 200;
  const attackSeconds = quick ? 20 : 60;

  // The victim: an enterprise account's store of 500 memories, searched one call after another.
  const victim = 'victim';
  ok(await stack.memory('/api/v1/memory/collection', { user_id: victim }), 'collection');
  const texts = Array.from({ length: quick ? 100 : 500 }, (_, i) => memoryText(i));
  for (let i = 0; i < texts.length; i += 100) {
    ok(await stack.memory('/api/v1/memory/bulk-store', { user_id: victim, content: texts.slice(i, i + 100).join('\n\n') }), 'victim bulk-store');
  }
  const search = (i: number) => async () => ok(await stack.memory('/api/v1/memory/search', { user_id: victim, query: queryText(i) }), 'victim search');
  for (let i = 0; i < 20; i++) await search(i)();

  log(`idle: ${samples} searches`);
  const idle: number[] = [];
  for (let i = 0; i < samples; i++) idle.push((await timed(search(i)))[0]);

  // The attackers: a free-tier account with a store of its own.
  const attacker = await stack.service.accounts.createAccount(`abuser-${Date.now()}`, 'free');
  const { key: attackerKey } = await stack.service.accounts.createKey(attacker.id);
  const asAttacker = (path: string, body: unknown) =>
    fetch(stack.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': attackerKey }, body: JSON.stringify(body) });
  await asAttacker('/api/v1/memory/collection', { user_id: 'attacker' });
  let bulkBody: { job_id?: string; status?: string } = {};
  if (attacks.includes('bulk')) {
    let blob = '';
    for (let i = 0; blob.length < 2_000_000 - 200; i++) blob += `${memoryText(100_000 + i)}\n\n`;
    const bulk = await asAttacker('/api/v1/memory/bulk-store', { user_id: 'attacker', content: blob.slice(0, 2_000_000) });
    bulkBody = (await bulk.json()) as typeof bulkBody;
    log(`2 MB bulk import: ${bulk.status} ${bulkBody.status ?? ''}`);
  }
  log(`attacks (${attacks.join(', ')}) for ${attackSeconds} s`);

  const deadline = Date.now() + attackSeconds * 1000;
  const attackers = spawn(process.execPath, ['-e', ATTACK_CODE, JSON.stringify({ baseUrl: stack.baseUrl, attackerKey, deadline, attacks, nice: attackerNice })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  attackers.stdout.on('data', (c: Buffer) => (output += c.toString()));
  const attackCounts = new Promise<Record<string, number>>((resolve, reject) => {
    attackers.once('error', reject);
    attackers.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Record<string, number>) : reject(new Error(`attackers exited with ${code}`))));
  });
  const underAttack: number[] = [];
  for (let i = 0; Date.now() < deadline; i++) underAttack.push((await timed(search(1000 + i)))[0]);
  const counts = await attackCounts;
  // Read from the database: the attacker's own budget is spent by now.
  const bulkStatus = bulkBody.job_id
    ? await stack.service.prisma.bulkImport.findUnique({ where: { id: bulkBody.job_id }, select: { status: true, chunksDone: true, chunksTotal: true } })
    : undefined;

  const a = summarize(idle);
  const b = summarize(underAttack);
  const row = (name: string, s: Summary, samples: number[]) => [name, samples.length, fmt(s.p50), fmt(s.p95), fmt(Math.max(...samples))];
  console.log(`\n## Another account's search under abuse (${attacks.join(', ')}; attackers at nice ${attackerNice})\n`);
  console.log(markdownTable(['phase', 'searches', 'p50 ms', 'p95 ms', 'max ms'], [row('idle', a, idle), row('under abuse', b, underAttack)]));
  console.log('\n### What the attackers got\n');
  console.log(markdownTable(['attack', 'answer', 'count'], Object.entries(counts).map(([k, n]) => [...k.split(/ (?=\S+$)/), n])));
  if (bulkStatus) console.log(`\nThe 2 MB bulk import after ${attackSeconds} s: ${JSON.stringify(bulkStatus)}\n`);
  const targets: Target[] = [{ name: 'search p95 under abuse / idle p95', figure: b.p95 / a.p95, limit: 2, kind: 'max', unit: '' }];
  console.log(targetTable(targets));
  log(`results: ${writeJson(settings.resultsDir, 'abuse.json', { attacks, attackerNice, idle: a, underAttack: b, counts, bulkStatus, targets })}`);
}
