import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { projectRoot } from '../../common/src/config.js';
import { MARKETPLACE_UPKEEP_QUEUE, MEMORY_QUEUE, MEMORY_UPKEEP_QUEUE, METERING_QUEUE, WEBHOOK_QUEUE } from '../../common/src/job-definitions.js';
import { startNginx, type Nginx } from './nginx.js';
import { freePort } from './ports.js';
import { suffix, testConfig } from './service.js';

export { freePort } from './ports.js';

/**
 * The service as it is deployed at scale: the edge, both subgraphs and both workers, each its own
 * process (the package's `start:*` entry points), against the run's Postgres, Redis and Milvus server.
 */
export type Role = 'edge' | 'memory' | 'marketplace' | 'memory-worker' | 'marketplace-worker';

const ENTRY: Record<Role, string> = {
  edge: 'gateway/src/main.ts',
  memory: 'subgraphs/memory/src/main.ts',
  marketplace: 'subgraphs/marketplace/src/main.ts',
  'memory-worker': 'subgraphs/memory/src/worker.ts',
  'marketplace-worker': 'subgraphs/marketplace/src/worker.ts',
};

/** What the stack's processes share: where they listen and find each other. */
export interface StackLayout {
  edgePort: number;
  memoryPort: number;
  marketplacePort: number;
  /** Where the workers serve `/metrics`. */
  memoryWorkerMetricsPort: number;
  marketplaceWorkerMetricsPort: number;
  internalToken: string;
  queuePrefix: string;
}

/**
 * The environment of one process of the stack: the only place it is built. Everything starts from the
 * test run's environment (global-setup's database, Milvus server address, budgets), then the stack's
 * layout, then `overrides` (the test's settings, or a second edge's own).
 */
export function processEnv(role: Role, layout: StackLayout, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Every process uses the run's Milvus server (global-setup); none starts an embedded one.
    MILVUS_ADDRESS: process.env.MILVUS_ADDRESS,
    QUEUE_PREFIX: layout.queuePrefix,
    INTERNAL_TOKEN: layout.internalToken,
    HOST: '127.0.0.1',
    ...roleEnv(role, layout),
    ...overrides,
  };
  // Vitest's own variables are no business of a server.
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}

function roleEnv(role: Role, layout: StackLayout): Record<string, string> {
  switch (role) {
    case 'edge':
      // Both subgraphs over HTTP. The edge opens no database and no Milvus connection (credentials go
      // to the marketplace server): addresses where nothing listens make any attempt fail loudly.
      return {
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/no_database_at_the_edge',
        MILVUS_ADDRESS: '127.0.0.1:1',
        PORT: String(layout.edgePort),
        MEMORY_SUBGRAPH_URL: `http://127.0.0.1:${layout.memoryPort}/graphql`,
        MARKETPLACE_SUBGRAPH_URL: `http://127.0.0.1:${layout.marketplacePort}/graphql`,
      };
    case 'memory':
      return { MEMORY_SUBGRAPH_PORT: String(layout.memoryPort) };
    case 'marketplace':
      return { MARKETPLACE_SUBGRAPH_PORT: String(layout.marketplacePort) };
    case 'memory-worker':
      return { MEMORY_WORKER_METRICS_PORT: String(layout.memoryWorkerMetricsPort) };
    case 'marketplace-worker':
      return { MARKETPLACE_WORKER_METRICS_PORT: String(layout.marketplaceWorkerMetricsPort) };
  }
}

/** The last part of a child's output, kept to explain an early death. */
class Tail {
  private text = '';
  constructor(private readonly max = 64 * 1024) {}
  push(chunk: Buffer | string): void {
    this.text = (this.text + chunk.toString()).slice(-this.max);
  }
  toString(): string {
    return this.text;
  }
}

export interface StackProcess {
  readonly role: Role;
  readonly name: string;
  readonly child: ChildProcess;
  /** Settles when the process has exited (with its code or signal). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr, the last 64 KiB. */
  output(): string;
}

const STOP_GRACE_MS = 10_000;
const READY_TIMEOUT_MS = 180_000;

/** Starts one entry point in its own process group (so that a stop reaches everything it started). */
function launch(role: Role, name: string, env: NodeJS.ProcessEnv, expectedExits: Set<ChildProcess>): StackProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, ENTRY[role])], {
    cwd: projectRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = new Tail();
  child.stdout!.on('data', (c: Buffer) => tail.push(c));
  child.stderr!.on('data', (c: Buffer) => tail.push(c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!expectedExits.has(child)) {
        process.stderr.write(`\n[${name}] exited unexpectedly (code ${code}, signal ${signal}); its output:\n${tail.toString()}\n`);
      }
      resolve({ code, signal });
    });
  });
  return { role, name, child, exited, output: () => tail.toString() };
}

/** Signals a child's whole process group (it leads one: `detached`). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Waits until `ready` answers true, failing early (with the child's output) if the child exits. */
async function waitReady(p: StackProcess, what: string, ready: () => Promise<boolean>, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void p.exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit) throw new Error(`${p.name} exited (code ${exit.code}, signal ${exit.signal}) before ${what}:\n${p.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${p.name}: not ${what} within ${timeoutMs} ms:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Whether a server's `/ready` answers 2xx (every dependency it needs answers). */
async function isReady(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await res.body?.cancel();
  return res.ok;
}

export interface Stack {
  readonly layout: StackLayout;
  readonly baseUrl: string;
  readonly processes: Map<string, StackProcess>;
  /** The port each server process listens on itself (behind nginx, not the stack's `baseUrl`). */
  readonly ports: Map<string, number>;
  /** SIGKILLs one process (as a crash would) and waits until it is gone. */
  kill(name: string): Promise<void>;
  /** Starts a process of the stack again, with the environment it had, and waits until it is ready. */
  restart(name: string): Promise<void>;
  /** Another edge over the same subgraphs, with settings of its own (e.g. other budgets). */
  startEdge(name: string, overrides: Record<string, string>): Promise<string>;
  /** SIGTERM to every process group, SIGKILL to those still there after a bounded wait. */
  close(): Promise<void>;
  /** With replicas: the nginx in front of the edges (`baseUrl`) and of the memory subgraphs. */
  readonly balancer?: Nginx;
}

/**
 * Settings for a stack with replicas on a small machine: four processes hold the embedding model (two
 * subgraphs, two workers), so one background embedding thread each, not niced (on two busy cores a
 * dozen niced threads loading the model take minutes).
 */
/**
 * Replicas' settings: memory subgraphs read Strong (a write served by one replica is read by the
 * other), and one background embedding thread per process on two cores.
 */
export const REPLICA_ENV = { MILVUS_READS: 'shared', EMBEDDING_BACKGROUND_THREADS: '1', EMBEDDING_BACKGROUND_NICE: '0' };

export interface StackOptions {
  /**
   * How many of each edge, memory subgraph, memory worker and marketplace worker (one marketplace
   * subgraph). Above 1 the processes are named `edge-1`, `memory-2`, …; nginx takes requests in turn
   * to the edges (`baseUrl`), and the edges reach the memory subgraphs through it too.
   */
  replicas?: number;
  /** How long each process may take to be ready (default 180 s; four model loads on two cores take longer). */
  readyTimeoutMs?: number;
}

/**
 * Starts the five processes (or, with `replicas`, that many of each but the marketplace subgraph, behind
 * nginx) on free loopback ports and waits until each is ready: the servers by their `/ready`, the
 * workers by their registration as consumers of their queues in Redis.
 */
export async function startStack(overrides: Record<string, string> = {}, opts: StackOptions = {}): Promise<Stack> {
  const replicas = opts.replicas ?? 1;
  const layout: StackLayout = {
    edgePort: await freePort(),
    memoryPort: await freePort(),
    marketplacePort: await freePort(),
    memoryWorkerMetricsPort: await freePort(),
    marketplaceWorkerMetricsPort: await freePort(),
    internalToken: `internal-${suffix()}-${suffix()}`,
    queuePrefix: `procs-${suffix()}`,
  };
  // Only the address: the stack's own settings are the processes' to check (a test may make them fail).
  const redisUrl = testConfig(overrides.REDIS_URL ? { REDIS_URL: overrides.REDIS_URL } : {}).redis.url;
  const expectedExits = new Set<ChildProcess>();
  const processes = new Map<string, StackProcess>();
  const specs = new Map<string, { role: Role; env: NodeJS.ProcessEnv; ready: () => Promise<boolean>; what: string }>();

  const workersOf = async (queue: string) => {
    const q = new Queue(queue, { connection: { url: redisUrl }, prefix: layout.queuePrefix });
    try {
      return await q.getWorkersCount();
    } finally {
      await q.close();
    }
  };

  const start = async (name: string) => {
    const spec = specs.get(name)!;
    const p = launch(spec.role, name, spec.env, expectedExits);
    processes.set(name, p);
    await waitReady(p, spec.what, spec.ready, opts.readyTimeoutMs);
  };
  const define = (name: string, role: Role, ready: () => Promise<boolean>, what: string, extra: Record<string, string> = {}) =>
    specs.set(name, { role, env: processEnv(role, layout, { ...overrides, ...extra }), ready, what });

  let balancer: Nginx | undefined;
  const ports = new Map<string, number>();
  const first: string[] = [];
  const edges: string[] = [];
  /** Queues and how many workers each must have before the stack is ready. */
  const consumers = new Map<string, number>();
  if (replicas === 1) {
    define('memory', 'memory', () => isReady(`http://127.0.0.1:${layout.memoryPort}/ready`), 'ready');
    define('marketplace', 'marketplace', () => isReady(`http://127.0.0.1:${layout.marketplacePort}/ready`), 'ready');
    define('memory-worker', 'memory-worker', async () => (await workersOf(MEMORY_QUEUE)) > 0, 'consuming its queue');
    define(
      'marketplace-worker',
      'marketplace-worker',
      async () => (await workersOf(METERING_QUEUE)) > 0 && (await workersOf(WEBHOOK_QUEUE)) > 0,
      'consuming its queues',
    );
    define('edge', 'edge', () => isReady(`http://127.0.0.1:${layout.edgePort}/ready`), 'ready');
    first.push('memory', 'marketplace', 'memory-worker', 'marketplace-worker');
    edges.push('edge');
    ports.set('edge', layout.edgePort).set('memory', layout.memoryPort).set('marketplace', layout.marketplacePort);
  } else {
    // `layout.edgePort` and `layout.memoryPort` are nginx's; each replica listens on a port of its own.
    const freePorts = async () => Promise.all(Array.from({ length: replicas }, () => freePort()));
    const [edgePorts, memoryPorts, memoryMetrics, marketplaceMetrics] = [await freePorts(), await freePorts(), await freePorts(), await freePorts()];
    balancer = await startNginx([
      { name: 'edges', port: layout.edgePort, upstreams: edgePorts },
      { name: 'memory', port: layout.memoryPort, upstreams: memoryPorts },
    ]);
    define('marketplace', 'marketplace', () => isReady(`http://127.0.0.1:${layout.marketplacePort}/ready`), 'ready');
    first.push('marketplace');
    ports.set('marketplace', layout.marketplacePort);
    // A worker answers /metrics once its workers are made; the count in Redis is awaited for all below.
    const metricsUp = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) })).ok;
    for (let i = 0; i < replicas; i++) {
      const n = i + 1;
      define(`memory-${n}`, 'memory', () => isReady(`http://127.0.0.1:${memoryPorts[i]}/ready`), 'ready', { MEMORY_SUBGRAPH_PORT: String(memoryPorts[i]) });
      define(`memory-worker-${n}`, 'memory-worker', metricsUp(memoryMetrics[i]!), 'serving its metrics', { MEMORY_WORKER_METRICS_PORT: String(memoryMetrics[i]) });
      define(`marketplace-worker-${n}`, 'marketplace-worker', metricsUp(marketplaceMetrics[i]!), 'serving its metrics', {
        MARKETPLACE_WORKER_METRICS_PORT: String(marketplaceMetrics[i]),
      });
      define(`edge-${n}`, 'edge', () => isReady(`http://127.0.0.1:${edgePorts[i]}/ready`), 'ready', { PORT: String(edgePorts[i]) });
      first.push(`memory-${n}`, `memory-worker-${n}`, `marketplace-worker-${n}`);
      ports.set(`edge-${n}`, edgePorts[i]!).set(`memory-${n}`, memoryPorts[i]!);
      edges.push(`edge-${n}`);
    }
    for (const q of [MEMORY_QUEUE, MEMORY_UPKEEP_QUEUE, METERING_QUEUE, WEBHOOK_QUEUE]) consumers.set(q, replicas);
    if (overrides.MARKETPLACE_SWEEP_MS !== '0') consumers.set(MARKETPLACE_UPKEEP_QUEUE, replicas);
  }

  // Should the test process end without `close` (a worker torn down), no server outlives it.
  const killAll = () => {
    for (const p of processes.values()) signalGroup(p.child, 'SIGKILL');
    balancer?.child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const stack: Stack = {
    layout,
    baseUrl: `http://127.0.0.1:${layout.edgePort}`,
    processes,
    ports,
    balancer,
    async kill(name) {
      const p = processes.get(name)!;
      expectedExits.add(p.child);
      signalGroup(p.child, 'SIGKILL');
      await p.exited;
    },
    async restart(name) {
      await start(name);
    },
    async startEdge(name, extra) {
      const port = await freePort();
      define(name, 'edge', () => isReady(`http://127.0.0.1:${port}/ready`), 'ready', { ...extra, PORT: String(port) });
      ports.set(name, port);
      await start(name);
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      process.off('exit', killAll);
      const running = [...processes.values()];
      for (const p of running) expectedExits.add(p.child);
      for (const p of running) signalGroup(p.child, 'SIGTERM');
      await Promise.all(
        running.map(async (p) => {
          let timer: NodeJS.Timeout | undefined;
          const grace = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), STOP_GRACE_MS)));
          const outcome = await Promise.race([p.exited, grace]);
          clearTimeout(timer);
          if (outcome === 'late') {
            process.stderr.write(`[${p.name}] still running ${STOP_GRACE_MS} ms after SIGTERM; killed\n`);
            signalGroup(p.child, 'SIGKILL');
            await p.exited;
          }
        }),
      );
      await balancer?.close();
    },
  };

  try {
    // The subgraphs and the workers are independent of each other; the edges come last.
    await Promise.all(first.map(start));
    const deadline = Date.now() + (opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
    for (const [queue, count] of consumers) {
      while ((await workersOf(queue)) < count) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} workers consume ${queue}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    await Promise.all(edges.map(start));
  } catch (err) {
    await stack.close();
    throw err;
  }
  return stack;
}
