import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MilvusClient } from '@zilliz/milvus2-sdk-node';
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

/** Where root's password is kept: in the data directory, readable by its owner only. */
export const CREDENTIAL_FILE = 'root-credential';
/** The password Milvus gives `root` on a new data directory (published in its documentation). */
const MILVUS_DEFAULT_ROOT_PASSWORD = 'Milvus';

function readCredential(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, CREDENTIAL_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** How long root's new password may take to be accepted after it was set. */
const CREDENTIAL_SETTLE_MS = 30_000;
/** How long the new password may be refused before it is sent again. */
const CREDENTIAL_RESEND_MS = 3_000;

/** Whether the server takes `token` (a call that needs authentication succeeds). */
async function authenticates(address: string, token: string): Promise<boolean> {
  const client = new MilvusClient({ address, token, logLevel: 'warn', timeout: 10_000 });
  client.connectPromise.catch(() => undefined);
  try {
    const res = await client.listUsers();
    return res.status.error_code === 'Success';
  } catch {
    return false;
  } finally {
    await client.closeConnection().catch(() => undefined);
  }
}

/**
 * The token of the server on `dataDir`: root and the password kept beside its data. On a new data
 * directory the password is generated, written (mode 0600) and only then given to root, replacing
 * Milvus' published default, so a crash in between leaves the file that the next start completes.
 */
async function rootToken(address: string, dataDir: string): Promise<string> {
  let password = readCredential(dataDir);
  if (!password) {
    password = randomBytes(24).toString('base64url');
    writeFileSync(path.join(dataDir, CREDENTIAL_FILE), `${password}\n`, { mode: 0o600 });
  }
  const token = `root:${password}`;
  if (await authenticates(address, token)) return token;
  // The proxy checks the old password against its credential cache, and the root coordinator tells
  // the proxies of the new one. Sent again while the new one is refused: a proxy that was not yet
  // registered with the coordinator when it was first sent (a server just started, on a busy
  // machine) would otherwise keep the default password cached, and refuse the new one for ever.
  const update = async () => {
    const client = new MilvusClient({ address, token: `root:${MILVUS_DEFAULT_ROOT_PASSWORD}`, logLevel: 'warn', timeout: 10_000 });
    client.connectPromise.catch(() => undefined);
    try {
      const res = await client.updateUser({ username: 'root', oldPassword: MILVUS_DEFAULT_ROOT_PASSWORD, newPassword: password });
      if (res.error_code !== 'Success') throw new Error(res.reason);
    } finally {
      await client.closeConnection().catch(() => undefined);
    }
  };
  try {
    await update();
  } catch (err) {
    throw new Error(
      `Milvus standalone on ${dataDir} takes neither the password in ${CREDENTIAL_FILE} nor its default one (${(err as Error).message}); ` +
        'restore that file, or start from an empty data directory (Postgres holds every memory: they are indexed again)',
      { cause: err },
    );
  }
  // The token is handed out only once it works, never to a client that would be refused on every call.
  let resentAt = Date.now();
  for (const deadline = Date.now() + CREDENTIAL_SETTLE_MS; !(await authenticates(address, token)); ) {
    if (Date.now() > deadline) throw new Error(`Milvus standalone on ${dataDir} still refuses root's new password ${CREDENTIAL_SETTLE_MS / 1000} s after it was set`);
    if (Date.now() - resentAt >= CREDENTIAL_RESEND_MS) {
      resentAt = Date.now();
      // Refused once the proxy has the new password (the old one no longer matches): nothing to do.
      await update().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return token;
}

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
    const password = readCredential(opts.dataDir);
    return { address, token: password && `root:${password}`, owned: false, stop: async () => {} };
  }
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  // Made before authentication was on, or by another umask: its data and credential are its owner's alone.
  chmodSync(opts.dataDir, 0o700);
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
  let token: string;
  try {
    token = await rootToken(address, opts.dataDir);
  } catch (err) {
    await server.stop();
    throw err;
  }
  logger.info({ address, data_dir: opts.dataDir, pid: server.child.pid, ms: Date.now() - started }, 'Milvus standalone started');
  return { address, token, owned: true, pid: server.child.pid, stop: server.stop };
}
