import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { logger } from '../../../../common/src/logger.js';
import { startChildServer } from './child-server.js';

/** A Milvus server this service runs beside itself (Milvus Lite or Milvus standalone). */
export interface EmbeddedMilvus {
  address: string;
  /** The credential the server takes (`user:password`); none for Milvus Lite, which has no authentication. */
  token?: string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  /** The server's process, when this process started it. */
  pid?: number;
  stop(): Promise<void>;
}

/** The Lite launcher's name for it. */
export type MilvusLite = EmbeddedMilvus;

function portAnswers(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Milvus Lite as a child process: the `milvus-lite` Python package's gRPC server, data in a local
 * directory. When a server already answers on the port (another part of this service started it),
 * that one is reused. Stopped with SIGINT, which lets it flush and release its data lock.
 */
export async function startMilvusLite(opts: { python: string; dataDir: string; port: number; startTimeoutMs?: number }): Promise<MilvusLite> {
  const address = `127.0.0.1:${opts.port}`;
  if (await portAnswers(opts.port)) {
    logger.info({ address }, 'using the Milvus Lite server already running');
    return { address, owned: false, stop: async () => {} };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // SIGINT lets it flush and release its data lock.
  const server = await startChildServer({
    name: 'Milvus Lite',
    command: opts.python,
    args: ['-u', '-m', 'milvus_lite', 'server', '--data-dir', opts.dataDir, '--host', '127.0.0.1', '--port', String(opts.port)],
    ready: () => portAnswers(opts.port),
    startTimeoutMs: opts.startTimeoutMs ?? 60_000,
    stopSignal: 'SIGINT',
    stopTimeoutMs: 10_000,
    hint: `${opts.python} -m milvus_lite server; run \`npm run setup\``,
  });
  logger.info({ address, data_dir: opts.dataDir, pid: server.child.pid }, 'Milvus Lite started');
  return { address, owned: true, pid: server.child.pid, stop: server.stop };
}
