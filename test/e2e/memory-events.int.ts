import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';
import { ok, restClient } from '../testkit/transports.js';

// Memory events through the account's webhooks: each change to a memory is delivered, signed, to the
// endpoints that subscribe; a forgotten or expired memory's event carries its id and store, never its
// content. The receiver is a loopback server; signatures are checked with the standardwebhooks library.
let t: TestService;
let receiver: http.Server;
let receiverUrl: string;
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', SYNC_INDEX_TIMEOUT_MS: '20000' });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

type Json = Record<string, unknown>;
const MEMORY_EVENTS = ['memory.created', 'memory.superseded', 'memory.forgotten', 'memory.expired', 'memory.import.completed', 'memory.bulk_store.completed'];

async function register(key: string, events: string[]) {
  const res = await fetch(`${t.baseUrl}/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiverUrl, events }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('memory events', () => {
  it('delivers every kind of memory change, signed; forgotten and expired ones without content', async () => {
    const { apiKey } = await t.createAccount(['memory:read', 'memory:write', 'webhooks:write', 'webhooks:read']);
    const hook = await register(apiKey, MEMORY_EVENTS);
    expect(hook.status).toBe(201);
    const secret = String(hook.body.secret);
    const c = restClient(t.baseUrl, apiKey);
    const user = `events-${suffix()}`;
    ok(await c.createStore(user));
    const tag = suffix();
    /** The events of this store delivered so far, verified, by type. */
    const events = () =>
      received
        .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Json)
        .filter((e) => ((e.data as Json).object as Json).user_id === user);
    const next = (type: string, match: (o: Json) => boolean = () => true) =>
      eventually(async () => events().find((e) => e.type === type && match((e.data as Json).object as Json)), 60_000);

    const stored = ok(await c.store({ user_id: user, content: `The spare key is under the blue pot (${tag}).` }));
    const created = await next('memory.created', (o) => o.id === stored.id);
    expect((created.data as Json).object).toMatchObject({ object: 'memory', id: stored.id, user_id: user, content: expect.stringContaining('blue pot'), category: 'general' });

    const replaced = ok(await c.supersede({ user_id: user, old_memory_id: String(stored.id), new_content: `The spare key is under the red pot (${tag}).` }));
    const superseded = await next('memory.superseded', (o) => o.id === stored.id);
    expect((superseded.data as Json).object).toMatchObject({ id: stored.id, superseded_by: replaced.new_memory_id, content: expect.stringContaining('red pot') });

    ok(await c.forget({ user_id: user, memory_id: String(replaced.new_memory_id) }));
    const forgotten = await next('memory.forgotten', (o) => o.id === replaced.new_memory_id);
    expect((forgotten.data as Json).object).toEqual({ object: 'memory', id: replaced.new_memory_id, user_id: user });

    const brief = ok(await c.store({ user_id: user, content: `Door code ${tag} this week only.`, metadata: { expires_at: new Date(Date.now() + 3_600_000).toISOString() } }));
    await t.service.prisma.memory.update({ where: { id: String(brief.id) }, data: { expiresAt: new Date() } });
    await t.service.memory!.memory.eraseExpired();
    const expired = await next('memory.expired', (o) => o.id === brief.id);
    expect(Object.keys((expired.data as Json).object as Json).sort()).toEqual(['expired_at', 'id', 'object', 'user_id']);

    const bulk = ok(await c.bulkStore({ user_id: user, content: `Notes ${tag}.\n\nThe shed is locked at night.` }));
    expect((await next('memory.bulk_store.completed', (o) => o.job_id === bulk.job_id)).type).toBe('memory.bulk_store.completed');

    const imported = ok(await c.importMemories({ user_id: user, memories: [{ content: `Imported fact ${tag}.` }] }));
    const completed = await next('memory.import.completed', (o) => o.job_id === imported.job_id);
    expect((completed.data as Json).object).toMatchObject({ object: 'memory_import', imported: 1 });

    // Nothing a forgotten or expired memory said is in any event about it.
    for (const e of events().filter((x) => x.type === 'memory.forgotten' || x.type === 'memory.expired')) {
      expect(JSON.stringify(e)).not.toContain(tag);
    }
  }, 180_000);

  it('is heard only by a caller that may read every store', async () => {
    const { accountId, apiKey: noMemory } = await t.createAccount(['webhooks:write']);
    const refused = await register(noMemory, ['memory.created']);
    expect(refused.status).toBe(403);
    const limited = (await t.service.accounts.createKey(accountId, ['webhooks:write', 'memory:read'], null, ['one-store'])).key;
    expect((await register(limited, ['memory.created'])).status).toBe(403);
    // Other events need no memory scope.
    expect((await register(noMemory, ['subscription.created'])).status).toBe(201);
  });

  it('records nothing for an account whose endpoints do not listen', async () => {
    const { accountId, apiKey } = await t.createAccount();
    const c = restClient(t.baseUrl, apiKey);
    ok(await c.store({ user_id: 'default', content: `Unheard ${suffix()}.` }));
    // The event's job has run, delivering to no one, and left no event.
    const queue = t.service.memoryRuntime!.deps.jobs.queue('webhooks');
    const job = await eventually(async () =>
      (await queue.getJobs(['completed'])).find((j) => (j.data as { payload: { accountId?: string; type?: string } }).payload.accountId === accountId),
    );
    expect(job.returnvalue).toEqual({ deliveries: 0 });
    expect((job.data as { payload: { type: string } }).payload.type).toBe('memory.created');
    expect(await t.service.prisma.event.count({ where: { accountId } })).toBe(0);
  });
});
