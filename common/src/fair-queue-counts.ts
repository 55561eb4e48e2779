import type { Queue } from 'bullmq';
import { MAX_PRIORITY, fairPriority } from './fair-share.js';

/**
 * Admits a job: unless a job of that id is already kept (BullMQ's add would then be a no-op), counts
 * it for its account and answers its priority, the jobs ahead of it when served by turns, and the
 * moving average of job durations.
 */
const ADMIT = `
if redis.call('EXISTS', KEYS[2]) == 1 then return {0, 0, redis.call('GET', KEYS[3]) or ''} end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
local p = math.min(n, tonumber(ARGV[2]))
local ahead = 0
for _, v in ipairs(redis.call('HVALS', KEYS[1])) do ahead = ahead + math.min(tonumber(v), p) end
return {p, ahead, redis.call('GET', KEYS[3]) or ''}`;

const RELEASE = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`;

/** Moving average of job durations (ARGV[1] the sample, ARGV[2] its weight). */
const RECORD = `
local prev = tonumber(redis.call('GET', KEYS[1]))
local v = tonumber(ARGV[1])
if prev then v = prev + tonumber(ARGV[2]) * (v - prev) end
redis.call('SET', KEYS[1], tostring(v))
return tostring(v)`;

/**
 * The account of every job queued or running (the envelope's \`account\`) and, per account, the
 * oldest enqueue time, read from the jobs themselves: at most ARGV[1] jobs from the head of each
 * list. With ARGV[2] = '1' and every job read, the counts hash is rebuilt from them (drift from a
 * worker that died between a job's end and its release, or jobs removed by hand).
 */
const SCAN = `
local limit = tonumber(ARGV[1])
local prefix = ARGV[3]
local counts, oldest, complete = {}, {}, true
local function visit(ids)
  if #ids >= limit then complete = false end
  for _, id in ipairs(ids) do
    local fields = redis.call('HMGET', prefix .. id, 'data', 'timestamp')
    if fields[1] then
      local ok, data = pcall(cjson.decode, fields[1])
      local account = ok and type(data) == 'table' and data['account'] or nil
      if type(account) == 'string' then
        counts[account] = (counts[account] or 0) + 1
        local ts = tonumber(fields[2]) or 0
        if oldest[account] == nil or ts < oldest[account] then oldest[account] = ts end
      end
    end
  end
end
visit(redis.call('LRANGE', KEYS[1], 0, limit - 1))
visit(redis.call('ZRANGE', KEYS[2], 0, limit - 1))
visit(redis.call('LRANGE', KEYS[3], 0, limit - 1))
visit(redis.call('ZRANGE', KEYS[4], 0, limit - 1))
visit(redis.call('LRANGE', KEYS[5], 0, limit - 1))
local out = {}
for account, n in pairs(counts) do table.insert(out, {account, n, oldest[account]}) end
if ARGV[2] == '1' and complete then
  redis.call('DEL', KEYS[6])
  for account, n in pairs(counts) do redis.call('HSET', KEYS[6], account, n) end
end
return {complete and 1 or 0, out}`;

/**
 * The account of the job a worker takes next: the wait list's oldest (taken from its right end),
 * else the prioritized job with the lowest score. False when nothing waits, '' when that job has no
 * account.
 */
const HEAD = `
local id = redis.call('LINDEX', KEYS[1], -1)
if not id then id = redis.call('ZRANGE', KEYS[2], 0, 0)[1] end
if not id then return false end
local data = redis.call('HGET', ARGV[1] .. id, 'data')
if not data then return '' end
local ok, decoded = pcall(cjson.decode, data)
if ok and type(decoded) == 'table' and type(decoded['account']) == 'string' then return decoded['account'] end
return ''`;

const SCRIPTS = {
  fairAdmit: { numberOfKeys: 3, lua: ADMIT },
  fairHead: { numberOfKeys: 2, lua: HEAD },
  fairRelease: { numberOfKeys: 1, lua: RELEASE },
  fairRecord: { numberOfKeys: 1, lua: RECORD },
  fairScan: { numberOfKeys: 6, lua: SCAN },
} as const;
type ScriptName = keyof typeof SCRIPTS;
type Client = Awaited<Queue['backend']['client']>;
/** Clients (BullMQ's own connection of a queue) the scripts are defined on. */
const defined = new WeakSet<Client>();

export interface Admission {
  /** The job's BullMQ priority; 0 when a job of that id was already kept (nothing was added). */
  priority: number;
  /** Jobs served before it, by turns between accounts (itself included). */
  ahead: number;
  /** Moving average of the queue's job durations, when jobs have finished yet. */
  avgJobMs?: number;
}

export interface AccountBacklog {
  queued: number;
  /** Enqueue time (ms since the epoch) of the account's oldest job still queued or running. */
  oldestAt: number;
}

/**
 * Per-account counts of a queue's jobs, kept in a Redis hash beside BullMQ's own keys: incremented
 * when a job is admitted, decremented when it ends (completed, or failed for good), rebuilt from the
 * jobs themselves by `scan` so that drift does not last.
 */
export class FairQueueCounts {
  constructor(private readonly queue: Queue) {}

  private async client(): Promise<Client> {
    const client = await this.queue.backend.client;
    if (!defined.has(client)) {
      for (const [name, def] of Object.entries(SCRIPTS)) client.defineCommand(name, def);
      defined.add(client);
    }
    return client;
  }

  private async run(name: ScriptName, args: Array<string | number>): Promise<unknown> {
    return (await this.client()).runCommand(name, args);
  }

  private get countsKey() {
    return this.queue.toKey('fair-counts');
  }
  private get averageKey() {
    return this.queue.toKey('fair-avg-ms');
  }

  async admit(account: string, jobId: string): Promise<Admission> {
    const [priority, ahead, avg] = (await this.run('fairAdmit', [this.countsKey, this.queue.toKey(jobId), this.averageKey, account, MAX_PRIORITY])) as [number, number, string];
    return { priority, ahead, ...(avg ? { avgJobMs: Number(avg) } : {}) };
  }

  /** The job of `account` that was admitted ended (or was never added). */
  async release(account: string): Promise<void> {
    await this.run('fairRelease', [this.countsKey, account]);
  }

  /** The priority a job of `account` would get now (for one going back to the queue). */
  async priorityOf(account: string): Promise<number> {
    const client = await this.client();
    return fairPriority(Number((await client.hget(this.countsKey, account)) ?? 1));
  }

  async recordDuration(ms: number, weight = 0.1): Promise<void> {
    await this.run('fairRecord', [this.averageKey, ms, weight]);
  }

  async averageJobMs(): Promise<number | undefined> {
    const client = await this.client();
    const v = await client.get(this.averageKey);
    return v === null ? undefined : Number(v);
  }

  /**
   * The account whose job a worker would take next ('' for a job without one), or undefined when no
   * job waits.
   */
  async nextAccount(): Promise<string | undefined> {
    const k = this.queue.keys;
    const account = (await this.run('fairHead', [k.wait!, k.prioritized!, this.queue.toKey('')])) as string | null;
    return account ?? undefined;
  }

  /** The counts as kept (accounts with jobs admitted and not yet ended). */
  async counts(): Promise<Map<string, number>> {
    const client = await this.client();
    return new Map(Object.entries(await client.hgetall(this.countsKey)).map(([k, v]) => [k, Number(v)]));
  }

  /**
   * Reads every queued and running job (up to `limit` per state) and answers each account's backlog;
   * with `rebuild`, and when no state held more than `limit`, the counts are set to what was read.
   */
  async scan(opts: { limit?: number; rebuild?: boolean } = {}): Promise<{ complete: boolean; accounts: Map<string, AccountBacklog> }> {
    const k = this.queue.keys;
    const [complete, rows] = (await this.run('fairScan', [
      k.wait!,
      k.prioritized!,
      k.active!,
      k.delayed!,
      k.paused!,
      this.countsKey,
      opts.limit ?? 20_000,
      opts.rebuild ? '1' : '0',
      this.queue.toKey(''),
    ])) as [number, Array<[string, number, number]>];
    return { complete: complete === 1, accounts: new Map(rows.map(([a, queued, oldestAt]) => [a, { queued, oldestAt }])) };
  }
}

