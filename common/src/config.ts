import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** The project's root directory, whatever the working directory. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const url = (fallback: string, protocols: string[]) =>
  z
    .string()
    .default(fallback)
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL with protocol ${protocols.join(' or ')}`);

// Trusted proxies
/**
 * One entry of TRUSTED_PROXIES: an IP address or a CIDR block, written out in full (dotted-quad IPv4
 * or IPv6, no zone), normalised; undefined when it is neither.
 */
function trustedProxyEntry(entry: string): string | undefined {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || address.includes('%')) return undefined;
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !ipaddr.IPv6.isValid(address)) return undefined;
  const ip = ipaddr.parse(address);
  if (bits === undefined) return ip.toString();
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (v4 ? 32 : 128)) return undefined;
  return `${ip.toString()}/${Number(bits)}`;
}

/** TRUSTED_PROXIES: comma-separated addresses and CIDR blocks; empty (the default) trusts no proxy. */
const trustedProxyList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => trustedProxyEntry(e) === undefined);
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR block: ${bad.join(', ')} (e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8)` });
      return z.NEVER;
    }
    return [...new Set(entries.map((e) => trustedProxyEntry(e)!))];
  });

/** Published in the source: accepted only on the embedded local defaults (see `runsLocally`). */
export const DEFAULT_INTERNAL_TOKEN = 'local-internal-token-change-me';
export const DEFAULT_SECRETS_KEY = 'local-secrets-key-change-me-please';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Loopback by default: the published secret defaults are accepted only while nothing listens beyond this machine.
  HOST: z.string().default('127.0.0.1'),
  PORT: port(8080),
  /**
   * Reverse proxies (addresses, CIDR blocks) whose X-Forwarded-For is believed: behind them, the
   * client's address is the rightmost one they did not add. Empty: the peer's address is the client's.
   */
  TRUSTED_PROXIES: trustedProxyList,
  MEMORY_SUBGRAPH_PORT: port(4001),
  MARKETPLACE_SUBGRAPH_PORT: port(4002),
  /**
   * Remote subgraphs for the edge (unset: in process). The marketplace URL's origin also answers the
   * edge's credential lookup (`/internal/authenticate`) and the OAuth endpoints the edge proxies; with
   * both set the edge opens no database (DATABASE_URL and MILVUS_* go unused there).
   */
  MEMORY_SUBGRAPH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MARKETPLACE_SUBGRAPH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The edge's credential towards remote subgraphs: GraphQL, the internal API, forwarded headers. */
  INTERNAL_TOKEN: z.string().min(16).default(DEFAULT_INTERNAL_TOKEN),
  DATABASE_URL: url('postgresql://postgres@127.0.0.1:5432/memory_marketplace', ['postgresql:', 'postgres:']),
  REDIS_URL: url('redis://127.0.0.1:6379', ['redis:', 'rediss:']),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('mm'),
  MILVUS_ADDRESS: optionalString,
  MILVUS_TOKEN: optionalString,
  /** A Milvus server's user and password (MILVUS_ADDRESS); MILVUS_TOKEN (`user:password` or an API key) instead of both. */
  MILVUS_USER: optionalString,
  MILVUS_PASSWORD: optionalString,
  MILVUS_COLLECTION: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).default('memories'),
  /** The embedded engine started when MILVUS_ADDRESS is unset: Milvus standalone 2.3, or Milvus Lite 3. */
  MILVUS_ENGINE: z.enum(['standalone', 'lite']).default('standalone'),
  /**
   * `session`: searches read Bounded, except in a tenant this process wrote within the engine's grace
   * time (read-your-writes for one memory subgraph). `shared`: the same, except in a tenant any
   * replica or worker wrote within that time (each write is announced in Redis): read-your-writes
   * behind a load balancer. `strong`: every search reads Strong.
   */
  MILVUS_READS: z.enum(['session', 'shared', 'strong']).default('session'),
  /** Vector index: exact FLAT by default on the embedded Milvus Lite, HNSW on a Milvus server. */
  MILVUS_INDEX_TYPE: z.enum(['FLAT', 'HNSW']).optional(),
  MILVUS_STANDALONE_DATA: z.string().default('data/milvus-standalone'),
  /** First of the twelve loopback ports the embedded standalone server uses (its gRPC address). */
  MILVUS_STANDALONE_PORT: port(19560).refine((p) => p <= 65535 - 11, 'must leave room for 12 ports'),
  MILVUS_LITE_DATA: z.string().default('data/milvus'),
  MILVUS_LITE_PORT: port(19531),
  PYTHON: z.string().default('.venv/bin/python'),
  EMBEDDING_PROVIDER: z.enum(['onnx', 'openai']).default('onnx'),
  EMBEDDING_MODEL: z.string().default('models/multilingual-e5-small'),
  EMBEDDING_DTYPE: z.enum(['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4']).default('q4'),
  EMBEDDING_DIMENSIONS: z.coerce.number().int().positive().default(384),
  EMBEDDING_QUERY_PREFIX: z.string().default('query: '),
  EMBEDDING_PASSAGE_PREFIX: z.string().default('passage: '),
  EMBEDDING_BATCH_SIZE: z.coerce.number().int().min(1).max(512).default(32),
  /** Embedding threads kept for store, search and recall (two: one long query does not hold up the rest). */
  EMBEDDING_INTERACTIVE_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  EMBEDDING_BACKGROUND_THREADS: z.coerce.number().int().min(1).max(64).default(() => os.availableParallelism()),
  EMBEDDING_BACKGROUND_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Background threads that keep the process's priority, so queued indexing progresses under load. */
  EMBEDDING_BACKGROUND_STEADY_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  EMBEDDING_OPENAI_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  EMBEDDING_OPENAI_KEY: optionalString,
  SYNC_INDEX_MAX_CHARS: z.coerce.number().int().min(0).default(2000),
  SYNC_INDEX_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /** A bulk import job starts no new batch after this long, and goes back to the queue for the rest. */
  BULK_IMPORT_SLICE_MS: z.coerce.number().int().min(1).default(5000),
  /** Stores of at most this many vectors are searched exactly in the memory subgraph, not through Milvus (0: never). */
  EXACT_SEARCH_MAX_VECTORS: z.coerce.number().int().min(0).max(65536).default(4096),
  // Marketplace
  SECRETS_KEY: z.string().min(16).default(DEFAULT_SECRETS_KEY),
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  WEBHOOK_LOCK_MS: z.coerce.number().int().min(1000).default(60_000),
  METERING_FLUSH_MS: z.coerce.number().int().min(10).default(1000),
  MARKETPLACE_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  PAYMENT_PROVIDER: z.enum(['ledger', 'decline']).default('ledger'),
  OAUTH_ISSUER: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Dynamically registered OAuth clients nobody used yet that may exist at once; past it, registration answers 503. */
  OAUTH_MAX_UNUSED_CLIENTS: z.coerce.number().int().min(1).default(10_000),
  /** Evaluation data (read-only, outside the project): conformance vectors, benchmark sets. */
  EVAL_DATA_DIR: optionalString,
  // Requests per minute per account, by the account's tier; anonymous requests are counted per IP.
  RATE_LIMIT_FREE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_PRO: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_ENTERPRISE: z.coerce.number().int().min(1).default(6000),
  RATE_LIMIT_ANONYMOUS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  // `npm run mcp`: the MCP server on stdio, a client of a running service (unset URL: this machine's edge).
  MCP_SERVICE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MCP_API_KEY: optionalString,
  MCP_SERVICE_MODEL: optionalString,
  // Observability
  /** Unset: `/metrics` answers anyone who reaches it; set: only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Where the workers, which serve nothing else, serve `/metrics`. */
  MEMORY_WORKER_METRICS_PORT: port(4003),
  MARKETPLACE_WORKER_METRICS_PORT: port(4004),
  /** An OTLP/HTTP collector (base URL; traces go to `<url>/v1/traces`). Unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Headers sent with every export, `name=value` pairs separated by commas (a collector's credentials). */
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .default('')
    .refine((v) => {
      try {
        parseHeaderList(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be name=value pairs separated by commas (values URL-encoded)'),
  /** Share of new traces recorded (a trace begun upstream keeps its caller's decision). */
  OTEL_TRACES_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * The shared evaluation data lives in `shared/eval` beside the project (`../shared/eval`); a checkout
 * nested deeper (a worktree, a CI clone in a subfolder) finds it in the nearest ancestor that has it.
 */
function findEvalData(): string {
  for (let dir = path.dirname(projectRoot); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'eval');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.join(path.dirname(projectRoot), 'shared', 'eval');
  }
}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(projectRoot, p);
}

/** Looks like a filesystem path rather than a hub model id. */
function isLocalPath(p: string): boolean {
  return p.startsWith('.') || p.startsWith('/') || p.startsWith('models/');
}

/** `a=1, b=2` as `{ a: '1', b: '2' }` (OTLP's format: values URL-encoded); throws on anything else. */
function parseHeaderList(value: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of value.split(',')) {
    if (!pair.trim()) continue;
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*(\S.*?)\s*$/.exec(pair);
    if (!match) throw new Error(`not a name=value pair: ${pair}`);
    headers[match[1]!.toLowerCase()] = decodeURIComponent(match[2]!);
  }
  return headers;
}

function shape(env: Env) {
  return {
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    http: { host: env.HOST, port: env.PORT, trustedProxies: env.TRUSTED_PROXIES },
    subgraphs: {
      memory: { port: env.MEMORY_SUBGRAPH_PORT, url: env.MEMORY_SUBGRAPH_URL },
      marketplace: { port: env.MARKETPLACE_SUBGRAPH_PORT, url: env.MARKETPLACE_SUBGRAPH_URL },
      internalToken: env.INTERNAL_TOKEN,
    },
    database: { url: env.DATABASE_URL },
    redis: { url: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX },
    milvus: {
      address: env.MILVUS_ADDRESS,
      // `user:password` is the token Milvus reads from a user and a password.
      token: env.MILVUS_TOKEN ?? (env.MILVUS_USER ? `${env.MILVUS_USER}:${env.MILVUS_PASSWORD ?? ''}` : undefined),
      collection: env.MILVUS_COLLECTION,
      // Milvus Lite searches a filtered HNSW graph without Milvus' brute-force fallback and misses
      // rows of small stores; its exact FLAT index has no such gap (docs/decisions/vector-engine.md).
      indexType: env.MILVUS_INDEX_TYPE ?? (env.MILVUS_ADDRESS || env.MILVUS_ENGINE === 'standalone' ? 'HNSW' : 'FLAT'),
      engine: env.MILVUS_ENGINE,
      reads: env.MILVUS_READS,
      standalone: {
        dataDir: resolveFromRoot(env.MILVUS_STANDALONE_DATA),
        port: env.MILVUS_STANDALONE_PORT,
        // The unpacked server binary, shared by every data directory.
        binDir: resolveFromRoot('data/milvus-standalone-bin'),
      },
      lite: {
        dataDir: resolveFromRoot(env.MILVUS_LITE_DATA),
        port: env.MILVUS_LITE_PORT,
        python: resolveFromRoot(env.PYTHON),
      },
    },
    embedding: {
      provider: env.EMBEDDING_PROVIDER,
      model: isLocalPath(env.EMBEDDING_MODEL) ? resolveFromRoot(env.EMBEDDING_MODEL) : env.EMBEDDING_MODEL,
      dtype: env.EMBEDDING_DTYPE,
      dimensions: env.EMBEDDING_DIMENSIONS,
      queryPrefix: env.EMBEDDING_QUERY_PREFIX,
      passagePrefix: env.EMBEDDING_PASSAGE_PREFIX,
      batchSize: env.EMBEDDING_BATCH_SIZE,
      interactiveThreads: env.EMBEDDING_INTERACTIVE_THREADS,
      backgroundThreads: env.EMBEDDING_BACKGROUND_THREADS,
      backgroundNice: env.EMBEDDING_BACKGROUND_NICE,
      backgroundSteadyThreads: Math.min(env.EMBEDDING_BACKGROUND_STEADY_THREADS, env.EMBEDDING_BACKGROUND_THREADS),
      openai: { url: env.EMBEDDING_OPENAI_URL, apiKey: env.EMBEDDING_OPENAI_KEY },
    },
    indexing: { syncMaxChars: env.SYNC_INDEX_MAX_CHARS, syncTimeoutMs: env.SYNC_INDEX_TIMEOUT_MS, bulkSliceMs: env.BULK_IMPORT_SLICE_MS, exactMaxVectors: env.EXACT_SEARCH_MAX_VECTORS },
    marketplace: {
      secretsKey: env.SECRETS_KEY,
      webhooks: {
        /** Hosts (or IPs) webhooks may reach although private or loopback, and by http (tests only). */
        allowedHosts: env.WEBHOOK_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
        timeoutMs: env.WEBHOOK_TIMEOUT_MS,
        lockMs: env.WEBHOOK_LOCK_MS,
      },
      meteringFlushMs: env.METERING_FLUSH_MS,
      sweepMs: env.MARKETPLACE_SWEEP_MS,
      paymentProvider: env.PAYMENT_PROVIDER,
      /** Unset (local defaults only): the edge's own loopback origin; never a request's Host header. */
      oauthIssuer: env.OAUTH_ISSUER?.replace(/\/+$/, ''),
      /** At most this many unused dynamic clients (docs/decisions/mcp-oauth.md, "Abuse"). */
      oauthMaxUnusedClients: env.OAUTH_MAX_UNUSED_CLIENTS,
    },
    evalDataDir: env.EVAL_DATA_DIR ? resolveFromRoot(env.EVAL_DATA_DIR) : findEvalData(),
    telemetry: {
      metricsToken: env.METRICS_TOKEN,
      workerMetricsPorts: { memory: env.MEMORY_WORKER_METRICS_PORT, marketplace: env.MARKETPLACE_WORKER_METRICS_PORT },
      tracing: {
        endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ''),
        headers: parseHeaderList(env.OTEL_EXPORTER_OTLP_HEADERS),
        sampleRatio: env.OTEL_TRACES_SAMPLE_RATIO,
      },
    },
    rateLimit: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      anonymous: env.RATE_LIMIT_ANONYMOUS,
      tiers: { free: env.RATE_LIMIT_FREE, pro: env.RATE_LIMIT_PRO, enterprise: env.RATE_LIMIT_ENTERPRISE } as Record<string, number>,
    },
    mcp: {
      /** The service the stdio MCP server calls (its `/graphql`), without a trailing slash. */
      serviceUrl: (env.MCP_SERVICE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
      /** The caller's API key or OAuth access token; required by `npm run mcp` only. */
      apiKey: env.MCP_API_KEY,
      /** `X-Service-Model` sent with every call (unset: the service's default engine). */
      model: env.MCP_SERVICE_MODEL,
    },
  };
}

export type Config = ReturnType<typeof shape>;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses settings from an environment; every problem is reported at once. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.EMBEDDING_PROVIDER === 'openai' && !env.EMBEDDING_OPENAI_URL) {
    problems.push('EMBEDDING_OPENAI_URL: required when EMBEDDING_PROVIDER is openai');
  }
  if (env.MCP_SERVICE_URL?.startsWith('http:') && !isLoopbackHost(urlHost(env.MCP_SERVICE_URL))) {
    problems.push('MCP_SERVICE_URL: must be https unless the service is on this machine (the API key would cross the network in clear text)');
  }
  if (env.MILVUS_TOKEN && (env.MILVUS_USER || env.MILVUS_PASSWORD)) problems.push('MILVUS_TOKEN: set either MILVUS_TOKEN or MILVUS_USER and MILVUS_PASSWORD, not both');
  if (env.MILVUS_PASSWORD && !env.MILVUS_USER) problems.push('MILVUS_USER: required with MILVUS_PASSWORD');
  if (!runsLocally(env)) {
    problems.push(...weakSecretProblems(env));
    if (!env.OAUTH_ISSUER) problems.push(`OAUTH_ISSUER: set the public origin of the edge (e.g. https://api.example.com); the edge's own loopback address stands in only when everything runs on this machine`);
  }
  if (problems.length) throw new ConfigError(problems);
  return shape(env);
}

/** Whether a host name or address is this machine (`localhost`, 127.0.0.0/8, `::1`). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  try {
    const ip = ipaddr.process(h);
    return ip.range() === 'loopback';
  } catch {
    return false;
  }
}

function urlHost(value: string): string {
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

/**
 * The embedded local defaults: the service listens on loopback only and every part it talks to
 * (Postgres, Redis, Milvus, remote subgraphs) is on this machine, outside production. Only then may
 * the published secret defaults stand, since nobody else can reach what they protect.
 */
export function runsLocally(env: Env): boolean {
  const hosts = [
    env.HOST,
    urlHost(env.DATABASE_URL),
    urlHost(env.REDIS_URL),
    ...(env.MILVUS_ADDRESS ? [urlHost(/^[a-z]+:\/\//i.test(env.MILVUS_ADDRESS) ? env.MILVUS_ADDRESS : `tcp://${env.MILVUS_ADDRESS}`)] : []),
    ...[env.MEMORY_SUBGRAPH_URL, env.MARKETPLACE_SUBGRAPH_URL].filter((u): u is string => !!u).map(urlHost),
  ];
  return env.NODE_ENV !== 'production' && hosts.every(isLoopbackHost);
}

// ---------------------------------------------------------------- secrets
// The published defaults stand only on the embedded local defaults (`runsLocally`); anywhere else
// every secret must be one nobody can guess from the source or type by hand (docs/decisions/loopback.md).

/** Fewest characters of a secret, leading and trailing spaces not counted. */
export const SECRET_MIN_LENGTH = 16;
/** Fewest distinct characters of a secret: `aaaaaaaaaaaaaaaa` and `abababab…` are not secrets. */
export const SECRET_MIN_DISTINCT = 8;
/** Least entropy of a secret, in bits: its length times the Shannon entropy of its characters. */
export const SECRET_MIN_BITS = 50;
/** What the published defaults tell a reader to replace. */
const PLACEHOLDERS = ['change-me', 'changeme', 'change_me', 'replace-me', 'your-secret'];

/** Lower-cased, trimmed: how two spellings of the same secret compare. */
const fold = (v: string) => v.trim().toLowerCase();

/** Why a value is no secret (a published default or its near copy, too short, too few characters, guessable), or undefined. */
export function weakSecretReason(value: string): string | undefined {
  const v = fold(value);
  if ([DEFAULT_INTERNAL_TOKEN, DEFAULT_SECRETS_KEY].some((d) => v.includes(fold(d)) || fold(d).includes(v))) return 'is a published default or a copy of one';
  if (PLACEHOLDERS.some((p) => v.includes(p))) return 'still holds a placeholder of the published defaults';
  const chars = [...value.trim()];
  if (chars.length < SECRET_MIN_LENGTH) return `is shorter than ${SECRET_MIN_LENGTH} characters (spaces around it not counted)`;
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size < SECRET_MIN_DISTINCT) return `has fewer than ${SECRET_MIN_DISTINCT} distinct characters`;
  const perChar = -[...counts.values()].reduce((sum, n) => sum + (n / chars.length) * Math.log2(n / chars.length), 0);
  if (perChar * chars.length < SECRET_MIN_BITS) return `is too regular (about ${Math.floor(perChar * chars.length)} bits of entropy; ${SECRET_MIN_BITS} needed)`;
  const steps = new Set(chars.slice(1).map((c, i) => c.codePointAt(0)! - chars[i]!.codePointAt(0)!));
  if (steps.size === 1) return 'is a run of consecutive characters';
  return undefined;
}

/** The secrets refused beyond this machine, each with its reason. */
function weakSecretProblems(env: Env): string[] {
  const how = `set a random secret of ${SECRET_MIN_LENGTH}+ characters (e.g. \`openssl rand -base64 32\`); published or guessable values are accepted only when everything runs on this machine (HOST, DATABASE_URL, REDIS_URL, MILVUS_ADDRESS and subgraph URLs on loopback, NODE_ENV not production)`;
  const secrets: Array<[string, string | undefined]> = [
    ['INTERNAL_TOKEN', env.INTERNAL_TOKEN],
    ['SECRETS_KEY', env.SECRETS_KEY],
    ['METRICS_TOKEN', env.METRICS_TOKEN],
  ];
  return secrets.flatMap(([name, value]) => {
    const reason = value === undefined ? undefined : weakSecretReason(value);
    return reason ? [`${name}: ${reason}; ${how}`] : [];
  });
}

/** The settings left on their published defaults (allowed on this machine only, but worth saying at start). */
export function publishedDefaultsInUse(config: Config): string[] {
  return [
    ...(config.subgraphs.internalToken === DEFAULT_INTERNAL_TOKEN ? ['INTERNAL_TOKEN'] : []),
    ...(config.marketplace.secretsKey === DEFAULT_SECRETS_KEY ? ['SECRETS_KEY'] : []),
  ];
}

let cached: Config | undefined;

/** The process's configuration, read from `process.env` once (the only place it is read). */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
