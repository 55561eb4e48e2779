import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { startMarketplaceWorker, type MarketplaceWorker } from '../../subgraphs/marketplace/src/jobs/worker.js';
import { eventually, startTestService, type TestService } from '../testkit/service.js';

// A worker killed (SIGKILL) while it delivers a webhook loses no event: another worker delivers it,
// with the same event id.
let t: TestService;
let receiver: http.Server;
let url: string;
let child: ChildProcess | undefined;
let rescue: MarketplaceWorker | undefined;
const seen: Array<{ id: string; answered: boolean }> = [];
let firstArrived: () => void;
const first = new Promise<void>((r) => (firstArrived = r));

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const id = String((JSON.parse(body) as { id: string }).id);
      if (seen.length === 0) {
        // Hold the first attempt open: the worker is killed while it waits.
        seen.push({ id, answered: false });
        firstArrived();
        return;
      }
      seen.push({ id, answered: true });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_LOCK_MS: '2000' }, { marketplaceWorker: false });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await rescue?.close();
  await t?.close();
  receiver.closeAllConnections();
  receiver.close();
});

it('delivers the event after the delivering worker was killed mid-request', async () => {
  // The worker as its own process, on this test's queues.
  child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'subgraphs/marketplace/src/worker.ts')], {
    env: { ...process.env, QUEUE_PREFIX: t.config.redis.queuePrefix, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_LOCK_MS: '2000', MARKETPLACE_SWEEP_MS: '0', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const { apiKey } = await t.createAccount(['webhooks:write', 'subscriptions:write']);
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const hook = await fetch(`${t.baseUrl}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url, events: ['subscription.created'] }) });
  expect(hook.status).toBe(201);
  const sub = await fetch(`${t.baseUrl}/v1/subscriptions`, { method: 'POST', headers, body: JSON.stringify({ api_id: 'memory-api', plan_id: 'memory-api-free' }) });
  expect(sub.status).toBe(201);

  await first;
  child.kill('SIGKILL');
  await new Promise((r) => child!.once('exit', r));
  const delivery = await t.service.prisma.webhookDelivery.findFirstOrThrow({ where: { event: { id: seen[0]!.id } } });
  expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });

  // Another worker takes the job over once the dead worker's lock lapses.
  rescue = startMarketplaceWorker(t.service.marketplace!, {
    connection: { url: t.config.redis.url },
    prefix: t.config.redis.queuePrefix,
    sweepIntervalMs: 0,
    lockMs: 2000,
  });
  await eventually(async () => seen.some((s) => s.answered), 60_000);
  expect(seen.find((s) => s.answered)!.id).toBe(seen[0]!.id);
  await eventually(async () => (await t.service.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status === 'delivered');
});
