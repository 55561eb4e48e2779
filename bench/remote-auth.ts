import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '../common/src/config.js';
import { RemoteAuthenticator } from '../gateway/src/remote-auth.js';
import { startMarketplaceServer } from '../subgraphs/marketplace/src/server.js';
import { readBenchSettings } from './settings.js';
import { interleaved, percentileTable } from './stats.js';

// `tsx bench/remote-auth.ts [--rounds=N]`: what a credential check costs an edge. In process (the
// marketplace's domain called directly, its cache warm), and for an edge whose marketplace is
// remote: with the relay-invalidated cache (a hit) and without a cache (every check a request to
// `/internal/authenticate`, which answers from the marketplace's own cache).
const prefix = `bench-auth-${randomBytes(3).toString('hex')}`;
const config = parseConfig({ ...readBenchSettings().env, QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' });
const market = await startMarketplaceServer(config);
await market.app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(market.app.server.address() as AddressInfo).port}`;
await market.principalBus.listening;
const account = await market.accounts.createAccount(`bench-auth-${prefix}`);
const { key } = await market.accounts.createKey(account.id);
const remote = (cache: boolean) =>
  new RemoteAuthenticator({ origin, internalToken: config.subgraphs.internalToken, redisUrl: config.redis.url, queuePrefix: prefix, cache });
const cached = remote(true);
const uncached = remote(false);
await cached.subscribed;
while (!market.relayReady()) await new Promise((r) => setTimeout(r, 50));

const ways: Record<string, () => Promise<unknown>> = {
  'in process (domain, cache warm)': () => market.accounts.authenticate(key),
  'remote edge, cached (relay-invalidated)': () => cached.authenticate(key),
  'remote edge, no cache (HTTP each time)': () => uncached.authenticate(key),
};
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 2000);
console.log(percentileTable('credential check', await interleaved(ways, rounds), 3));
await cached.close();
await uncached.close();
await market.close();
