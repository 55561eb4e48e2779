import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../common/src/http.js';
import { logger } from '../common/src/logger.js';
import { registerMetering } from '../gateway/src/plugins/metering.js';
import { ok, type Stack } from './harness.js';
import { timed } from './stats.js';

/**
 * Metering's cost per request: the same minimal route on two servers built like the edge, one with
 * the metering plugin (the service's own meter, so records reach the real queue) and one without,
 * called alternately. Returns client latencies and the process CPU time per request of each.
 */
export async function meteringOverhead(stack: Stack, rounds: number, warmup: number) {
  const build = async (metered: boolean) => {
    const app = createHttpServer(logger);
    if (metered) registerMetering(app, stack.service.meter);
    app.get('/v1/probe', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/probe` };
  };
  const servers = { with: await build(true), without: await build(false) };
  const samples = { with: [] as number[], without: [] as number[] };
  const cpu = { with: 0, without: 0 };
  for (let r = 0; r < rounds + warmup; r++) {
    for (const name of r % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      const before = process.cpuUsage();
      const [ms] = await timed(() => fetch(servers[name].url).then((res) => res.json()));
      // The hook runs after the answer is sent: let it finish before reading the CPU time.
      await new Promise((res) => setImmediate(res));
      const used = process.cpuUsage(before);
      if (r >= warmup) {
        samples[name].push(ms);
        cpu[name] += (used.user + used.system) / 1000;
      }
    }
  }
  await Promise.all([servers.with.app.close(), servers.without.app.close()]);
  return { samples, cpuMsPerRequest: { with: cpu.with / rounds, without: cpu.without / rounds } };
}

/**
 * First delivery of a webhook event: a receiver on loopback is registered for `subscription.created`,
 * then each subscription is timed from the request until its event arrives at the receiver.
 */
export async function firstWebhookDelivery(stack: Stack, count: number): Promise<number[]> {
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const at = performance.now();
      try {
        const id = String((JSON.parse(body) as { data?: { object?: { id?: string } } }).data?.object?.id);
        if (!arrived.has(id)) arrived.set(id, at);
        waiting.get(id)?.();
      } catch {
        // not an event
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((res) => receiver.listen(0, '127.0.0.1', res));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  ok(await stack.marketplace('POST', '/v1/webhooks', { url, events: ['subscription.created'] }), 'webhook registration');
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const apiId = `gen-api-${i}`;
    const start = performance.now();
    const sub = ok(await stack.marketplace<{ id: string }>('POST', '/v1/subscriptions', { api_id: apiId, plan_id: `${apiId}-free` }), 'subscription');
    if (!arrived.has(sub.id)) {
      await new Promise<void>((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no webhook for subscription ${sub.id} within 60 s`)), 60_000);
        waiting.set(sub.id, () => {
          clearTimeout(timer);
          res();
        });
      });
    }
    latencies.push(arrived.get(sub.id)! - start);
  }
  await new Promise<void>((res) => receiver.close(() => res()));
  return latencies;
}
