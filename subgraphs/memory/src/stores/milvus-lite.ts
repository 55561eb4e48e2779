import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { logger } from '../../../../common/src/logger.js';

/** A Milvus server this service runs beside itself (Milvus Lite or Milvus standalone). */
export interface EmbeddedMilvus {
  address: string;
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
  const child: ChildProcess = spawn(
    opts.python,
    ['-u', '-m', 'milvus_lite', 'server', '--data-dir', opts.dataDir, '--host', '127.0.0.1', '--port', String(opts.port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderrTail = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderrTail = (stderrTail + d.toString()).slice(-4000);
  });
  child.stdout?.resume();
  let exitCode: number | null | undefined;
  child.once('error', (err) => {
    exitCode = null;
    stderrTail += `\n${err.message}`;
  });
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  void exited.then((c) => (exitCode = c));
  while (!(await portAnswers(opts.port))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `Milvus Lite did not start (${opts.python} -m milvus_lite server; run \`npm run setup\`):\n${stderrTail.trim()}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  logger.info({ address, data_dir: opts.dataDir, pid: child.pid }, 'Milvus Lite started');
  // Never leave the server (and its data lock) behind when this process exits without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  return {
    address,
    owned: true,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null) return;
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
        process.off('exit', killOnExit);
      })();
      return stopping;
    },
  };
}
