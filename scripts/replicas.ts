// `npm run replicas`: the service as it runs at scale, on this machine. Two edges, two memory
// subgraphs, two memory workers and two marketplace workers (and the marketplace subgraph), each its
// own process, behind Debian's nginx on 127.0.0.1; the edges reach the memory subgraphs through nginx
// too. On the local Postgres and Redis, a scratch database (dropped at the end) and a Milvus server of
// its own, as the tests have them (test/testkit). Prints the URL and an API key, then runs until
// Ctrl-C. With `--check` it writes and searches a memory through nginx and stops.
import { setup, teardown } from '../test/testkit/global-setup.js';
import { REPLICA_ENV } from '../test/testkit/processes.js';
import { processesTarget } from '../test/testkit/target.js';

const check = process.argv.includes('--check');
const started = Date.now();
await setup();
const t = await processesTarget(REPLICA_ENV, { replicas: 2, readyTimeoutMs: 600_000 }).catch(async (err: unknown) => {
  await teardown();
  throw err;
});
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await t.close();
  await teardown();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const { apiKey } = await t.createAccount();
console.info(`${t.stack.processes.size} processes and nginx ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const [name, p] of t.stack.processes) console.info(`  ${name.padEnd(22)} pid ${p.child.pid}${t.stack.ports.has(name) ? `  127.0.0.1:${t.stack.ports.get(name)}` : ''}`);
console.info(`API (nginx): ${t.baseUrl}   key: ${apiKey}`);

if (check) {
  const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  let code = 0;
  try {
    await post('/api/v1/memory/collection', { user_id: 'replicas-check' });
    const stored = await post('/api/v1/memory/store', { user_id: 'replicas-check', content: 'The spare key hangs behind the pantry door.' });
    const found = (await post('/api/v1/memory/search', { user_id: 'replicas-check', query: 'where is the spare key?' })) as { memories: Array<{ id: string }> };
    if (!found.memories.some((m) => m.id === stored.id)) throw new Error('the stored memory was not found');
    console.info('check: a memory written and found through nginx');
  } catch (err) {
    console.error(`check failed: ${(err as Error).message}`);
    code = 1;
  }
  await stop(code);
}
