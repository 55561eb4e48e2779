import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServerOptions {
  /** For messages: `Milvus Lite`, `Milvus standalone`. */
  name: string;
  command: string;
  args: string[];
  /** True once the server answers. */
  ready: () => Promise<boolean>;
  startTimeoutMs: number;
  /** Sent first on stop; SIGKILL follows after `stopTimeoutMs`. */
  stopSignal: NodeJS.Signals;
  stopTimeoutMs: number;
  /** Appended to the start failure, e.g. where the logs are. */
  hint: string;
}

export interface ChildServer {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Lines of a server's output that say why it failed (Go's panics and fatal errors, log levels). */
const ERROR_LINE = /^(panic:|fatal error:)|\[(ERROR|FATAL)\]|Traceback|Error:/;
const FIRST_ERRORS = 5;

/**
 * A server run as a child process: started and waited for until it answers (its output's tail in the
 * error when it does not), killed if this process exits without stopping it, and stopped with a
 * bounded grace period.
 */
export async function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(opts.command, opts.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let outputTail = '';
  // The first errors it printed: a crash's cause comes before the stack dump that fills the tail.
  const firstErrors: string[] = [];
  const keepTail = (d: Buffer) => {
    const text = d.toString();
    outputTail = (outputTail + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (firstErrors.length < FIRST_ERRORS && ERROR_LINE.test(line)) firstErrors.push(line.slice(0, 500));
    }
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  child.once('error', (err) => {
    exitCode = null;
    outputTail += `\n${err.message}`;
  });
  // 'exit' can come before the last of its output has been read; 'close' comes after it (unless a
  // process it started still holds the pipes, hence the bound below).
  const outputRead = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const deadline = Date.now() + opts.startTimeoutMs;
  while (!(await opts.ready())) {
    if (exitCode !== undefined || Date.now() > deadline) {
      if (exitCode !== undefined) await Promise.race([outputRead, new Promise((r) => setTimeout(r, 2000).unref())]);
      child.kill('SIGKILL');
      const errors = firstErrors.length ? `first errors:\n${firstErrors.join('\n')}\nlast output:\n` : '';
      throw new Error(`${opts.name} did not start (${opts.hint}):\n${errors}${outputTail.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Never leave the server (and its data lock) behind when this process exits without stopping it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  return {
    child,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill(opts.stopSignal);
          const timer = setTimeout(() => child.kill('SIGKILL'), opts.stopTimeoutMs);
          await exited;
          clearTimeout(timer);
        }
        process.off('exit', killOnExit);
      })();
      return stopping;
    },
  };
}
