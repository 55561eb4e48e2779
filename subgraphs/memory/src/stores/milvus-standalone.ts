import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logger } from '../../../../common/src/logger.js';
import { startChildServer } from './child-server.js';
import type { EmbeddedMilvus } from './milvus-lite.js';

const LAUNCHER = fileURLToPath(new URL('./milvus-standalone.py', import.meta.url));
/** Offset of the server's health endpoint (`/healthz`) from its gRPC port; see milvus-standalone.py. */
const METRICS_OFFSET = 10;
/**
 * How far behind now a Bounded search may read (Milvus' `proxy.gracefulTime`); the vector store
 * reads Strong in a tenant written more recently than this.
 */
export const STANDALONE_GRACEFUL_MS = 1000;
/**
 * The proxy's time tick: about how long a Strong search waits for the newest writes. Shorter ticks
 * cost an idle server CPU (10 % of a core at 20 ms, 4 % at 50 ms, 2 % at the default 200 ms), and
 * most searches read Bounded (see RecentWrites).
 */
const TIME_TICK_MS = 50;

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port + METRICS_OFFSET}/healthz`, { signal: AbortSignal.timeout(1000) });
    return res.ok && (await res.text()).includes('OK');
  } catch {
    return false;
  }
}

/**
 * Milvus 2.3 standalone (the `milvus` PyPI package's server binary) as a child process, data in
 * `dataDir`. The server, which listens on every interface whatever its config says, runs in a
 * network namespace of its own; the launcher forwards its gRPC port (`port`) and health endpoint
 * (`port` + 10) from 127.0.0.1, and nothing else of it can be reached (docs/decisions/loopback.md).
 * The launcher makes the kernel kill the server when this process dies, so a crash leaves no server
 * behind; a stop sends SIGTERM (passed on to the server) and, as the server
 * can take minutes to drain, SIGKILL after `stopTimeoutMs` (every acknowledged write is in its log,
 * and Postgres holds every memory in any case).
 */
export async function startMilvusStandalone(opts: {
  python: string;
  binDir: string;
  dataDir: string;
  port: number;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}): Promise<EmbeddedMilvus> {
  const address = `127.0.0.1:${opts.port}`;
  if (await healthy(opts.port)) {
    logger.info({ address }, 'using the Milvus server already running');
    return { address, owned: false, stop: async () => {} };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const started = Date.now();
  const server = await startChildServer({
    name: 'Milvus standalone',
    command: opts.python,
    args: [LAUNCHER, opts.binDir, opts.dataDir, String(opts.port), String(TIME_TICK_MS), String(STANDALONE_GRACEFUL_MS)],
    ready: () => healthy(opts.port),
    startTimeoutMs: opts.startTimeoutMs ?? 120_000,
    stopSignal: 'SIGTERM',
    stopTimeoutMs: opts.stopTimeoutMs ?? 5_000,
    hint: `${opts.python} ${LAUNCHER}; run \`npm run setup\`; logs in ${opts.dataDir}/logs`,
  });
  logger.info({ address, data_dir: opts.dataDir, pid: server.child.pid, ms: Date.now() - started }, 'Milvus standalone started');
  return { address, owned: true, pid: server.child.pid, stop: server.stop };
}
