import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_QUEUE } from '../../common/src/job-definitions.js';
import { RETRY_DELAYS_MS } from '../../subgraphs/marketplace/src/modules/webhooks/providers/delivery-schedule.js';
import { standardSignature } from '../../subgraphs/marketplace/src/modules/webhooks/providers/signatures.js';
import { eventually, startTestService, testConfig, type TestService } from '../testkit/service.js';

// Webhooks end to end: registration rules, signed delivery checked by an independent receiver
// (the standardwebhooks library and a plain HMAC), the retry schedule with controlled time.
let t: TestService;
let receiver: http.Server;
let receiverUrl: string;
/** What the receiver answers next (status codes, in order; then 200). */
let answers: number[] = [];
const received: Array<{ headers: http.IncomingHttpHeaders; body: string; status: number }> = [];

const vectors = JSON.parse(readFileSync(path.join(testConfig().evalDataDir, 'vectors/webhook-and-pkce-vectors.json'), 'utf8')) as {
  standard_webhooks: { sign_vector: { secret: string; msg_id: string; timestamp: number; payload: string; expected_signature: string } };
};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: req.headers, body, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

// Response bodies are read field by field; their shapes are asserted where used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const api = (key: string) => async (method: string, p: string, body?: unknown) => {
  const res = await fetch(t.baseUrl + p, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Json };
};

const ALL = ['marketplace:read', 'subscriptions:read', 'subscriptions:write', 'webhooks:read', 'webhooks:write', 'usage:read', 'billing:read'];

function plainHmacOk(secret: string, body: string, header: string | undefined): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'));
  const got = Buffer.from(header ?? '');
  return got.length === expected.length && timingSafeEqual(got, expected);
}

describe('signing', () => {
  it('matches the Standard Webhooks test vector', () => {
    const v = vectors.standard_webhooks.sign_vector;
    expect(standardSignature(v.secret, v.msg_id, v.timestamp, v.payload)).toBe(v.expected_signature);
  });
});

describe('webhook endpoints', () => {
  it('register HTTPS only, refuse private destinations, return the secret once; list, get, delete', async () => {
    const call = api((await t.createAccount(ALL)).apiKey);
    expect((await call('POST', '/v1/webhooks', { url: 'http://example.com/hook', events: ['subscription.created'] })).body.error).toMatchObject({
      code: 'invalid_parameter',
      param: 'url',
    });
    // Only globally routable unicast: also the IPv6 forms that embed loopback or metadata addresses,
    // site-local, discard and NAT64 prefixes (refused at registration; nothing is sent).
    for (const url of [
      'https://10.0.0.8/h', 'https://169.254.169.254/latest', 'https://[::1]/h', 'https://localhost/h',
      'https://[::127.0.0.1]/h', 'https://[::a9fe:a9fe]/h', 'https://[fec0::1]/h', 'https://[100::1]/h',
      'https://[::ffff:10.0.0.1]/h', 'https://[64:ff9b::a9fe:a9fe]/h', 'https://[2002:7f00:1::]/h', 'https://[2001:db8::1]/h',
    ]) {
      const res = await call('POST', '/v1/webhooks', { url, events: ['subscription.created'] });
      expect(res.status, url).toBe(400);
    }
    expect((await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['nope.event'] })).body.error.param).toBe('events');
    const created = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created'], description: 'test' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'webhook_endpoint', url: receiverUrl, status: 'active', events: ['subscription.created'] });
    expect(created.body.secret).toMatch(/^whsec_/);
    const got = await call('GET', `/v1/webhooks/${created.body.id}`);
    expect(got.body).not.toHaveProperty('secret');
    expect((await call('GET', '/v1/webhooks')).body).toMatchObject({ object: 'list', total: 1 });
    expect((await call('DELETE', `/v1/webhooks/${created.body.id}`)).body).toMatchObject({ id: created.body.id, deleted: true });
    expect((await call('GET', `/v1/webhooks/${created.body.id}`)).status).toBe(404);
    // a chosen secret is kept
    const own = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['invoice.paid'], secret: 'my-own-secret-0123456789' });
    expect(own.body.secret).toBe('my-own-secret-0123456789');
  });

  it('needs webhooks:write to register and webhooks:read to list', async () => {
    const call = api((await t.createAccount(['webhooks:read'])).apiKey);
    const res = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created'] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'webhooks:write' });
    expect((await call('GET', '/v1/webhooks')).status).toBe(200);
  });
});

describe('delivery', () => {
  it('delivers subscription events signed both ways; an independent receiver verifies them', async () => {
    const call = api((await t.createAccount(ALL)).apiKey);
    const hook = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created', 'subscription.updated', 'subscription.cancelled'] });
    const secret = String(hook.body.secret);
    const before = received.length;
    const sub = await call('POST', '/v1/subscriptions', { api_id: 'memory-api', plan_id: 'memory-api-free' });
    await call('POST', `/v1/subscriptions/${sub.body.id}`, { plan_id: 'memory-api-pro' });
    await call('DELETE', `/v1/subscriptions/${sub.body.id}`);
    await eventually(async () => received.length >= before + 3);
    const mine = received.slice(before).map((r) => ({ ...r, event: JSON.parse(r.body) as Json }));
    expect(mine.map((r) => r.event.type).sort()).toEqual(['subscription.cancelled', 'subscription.created', 'subscription.updated']);
    const wh = new Webhook(secret);
    for (const r of mine) {
      expect(r.event).toMatchObject({ api_version: '2026-03-01', data: { object: { id: sub.body.id, api_id: 'memory-api' } } });
      expect(r.event.id).toMatch(/^evt_/);
      expect(Number.isInteger(r.event.created)).toBe(true);
      expect(r.headers['webhook-id']).toBe(r.event.id);
      expect(() => wh.verify(r.body, r.headers as Record<string, string>)).not.toThrow();
      expect(plainHmacOk(secret, r.body, r.headers['service-signature'] as string)).toBe(true);
      expect(plainHmacOk(secret, `${r.body} `, r.headers['service-signature'] as string)).toBe(false);
      // a replayed delivery with an old timestamp is rejected by the receiver
      const old = String(Math.floor(Date.now() / 1000) - 3600);
      const replay = { ...(r.headers as Record<string, string>), 'webhook-timestamp': old, 'webhook-signature': standardSignature(secret, r.event.id, Number(old), r.body) };
      expect(() => wh.verify(r.body, replay)).toThrow();
    }
    expect(mine.find((r) => r.event.type === 'subscription.cancelled')!.event.data.object.status).toBe('cancelled');
  });

  it('retries at 1 min, 5 min, 30 min, 2 h, 24 h with the same event id, then fails; a manual retry delivers it', async () => {
    const call = api((await t.createAccount(ALL)).apiKey);
    const hook = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created'] });
    const before = received.length;
    answers = [500, 503, 500, 502, 500, 500];
    await call('POST', '/v1/subscriptions', { api_id: 'data-public-holidays', plan_id: (await t.service.prisma.plan.findFirstOrThrow({ where: { apiId: 'data-public-holidays' } })).id });
    const queue = t.service.queue.queue(WEBHOOK_QUEUE);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await eventually(async () => received.length >= before + attempt);
      if (attempt === 6) break;
      // Controlled time: the next attempt waits in the queue with the scheduled delay; promote it.
      const eventId = String((JSON.parse(received[before]!.body) as Json).id);
      const delivery = await t.service.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } });
      const job = await eventually(async () =>
        (await queue.getDelayed()).find((j) => j.data.payload.deliveryId === delivery.id && j.data.payload.attempt === attempt + 1),
      );
      expect(job.opts.delay).toBe(RETRY_DELAYS_MS[attempt - 1]);
      const row = await t.service.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: job.data.payload.deliveryId } });
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(RETRY_DELAYS_MS[attempt - 1]! - 10_000);
      await job.promote();
    }
    const attempts = received.slice(before, before + 6);
    const ids = new Set(attempts.map((r) => JSON.parse(r.body).id));
    expect(ids.size).toBe(1);
    const deliveries = await eventually(async () => {
      const d = await call('GET', `/v1/webhooks/${hook.body.id}/deliveries?status=failed`);
      return d.body.total === 1 ? d.body : undefined;
    });
    expect(deliveries.data[0]).toMatchObject({ status: 'failed', attempts: 6, last_status_code: 500 });
    const retried = await call('POST', `/v1/webhooks/${hook.body.id}/deliveries/${deliveries.data[0].id}/retry`);
    expect(retried.status).toBe(200);
    await eventually(async () => received.length >= before + 7);
    expect(JSON.parse(received[before + 6]!.body).id).toBe([...ids][0]);
    await eventually(async () => (await call('GET', `/v1/webhooks/${hook.body.id}/deliveries?status=delivered`)).body.total === 1);
  });

  it('sends a test event to one endpoint once, not retried when it fails, with webhooks:write on its own endpoints only', async () => {
    const { apiKey } = await t.createAccount(ALL);
    const call = api(apiKey);
    const gql = async (key: string, id: string) => {
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($id: ID!) { sendTestWebhookEvent(id: $id) { delivery { id eventType status attempts } userErrors { code message field } } }', variables: { id } }),
      });
      return (await res.json()) as Json;
    };
    const target = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['invoice.paid'] });
    const other = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['invoice.paid'] });
    const before = received.length;
    answers = [500];
    const sent = await gql(apiKey, String(target.body.id));
    expect(sent.data.sendTestWebhookEvent).toMatchObject({ delivery: { eventType: 'webhook.test', status: 'pending', attempts: 0 }, userErrors: [] });
    await eventually(async () => received.length > before);
    const got = received[before]!;
    const event = JSON.parse(got.body) as Json;
    expect(event).toMatchObject({ object: 'event', type: 'webhook.test', data: { object: { object: 'webhook_test', endpoint_id: target.body.id } } });
    expect(plainHmacOk(String(target.body.secret), got.body, got.headers['service-signature'] as string)).toBe(true);
    // Failed at the first attempt, and nothing waits in the queue to try again.
    const delivery = await eventually(async () => t.service.prisma.webhookDelivery.findFirst({ where: { endpointId: String(target.body.id), status: 'failed' } }));
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 500, nextAttemptAt: null });
    const queue = t.service.queue.queue(WEBHOOK_QUEUE);
    expect((await queue.getDelayed()).filter((j) => j.data.payload.deliveryId === delivery.id)).toEqual([]);
    // Only the endpoint asked for got it.
    expect(await t.service.prisma.webhookDelivery.count({ where: { endpointId: String(other.body.id) } })).toBe(0);
    expect(received.slice(before).filter((r) => (JSON.parse(r.body) as Json).type === 'webhook.test')).toHaveLength(1);
    // A key without webhooks:write, and another account's key, cannot send one.
    const readOnly = await t.createAccount(['webhooks:read']);
    expect((await gql(readOnly.apiKey, String(target.body.id))).errors[0].extensions).toMatchObject({ code: 'insufficient_scope' });
    const stranger = await t.createAccount(ALL);
    // Another account's endpoint is one it does not have: a user error, like every mutation's expected failure.
    expect((await gql(stranger.apiKey, String(target.body.id))).data.sendTestWebhookEvent).toMatchObject({ delivery: null, userErrors: [{ code: 'not_found' }] });
    expect(await t.service.prisma.webhookDelivery.count({ where: { endpointId: String(target.body.id) } })).toBe(1);
  });
});

describe('mutation payloads', () => {
  it('answers each subscription and webhook mutation’s expected failure in userErrors, and its result on success', async () => {
    const { apiKey } = await t.createAccount(ALL);
    const call = api(apiKey);
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Json;
      expect(body.errors).toBeUndefined();
      return body.data as Json;
    };
    const hook = await call('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created'] });
    const sub = await call('POST', '/v1/subscriptions', { api_id: 'data-public-holidays', plan_id: 'data-public-holidays-free' });
    const hookId = String(hook.body.id);
    const ue = 'userErrors { code field message }';
    const update = `mutation($id: ID!, $planId: String!) { updateSubscription(id: $id, planId: $planId) { subscription { id planId } ${ue} } }`;
    const cancel = `mutation($id: ID!) { cancelSubscription(id: $id) { subscription { id status } ${ue} } }`;
    const rotate = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { webhookEndpoint { id secret } ${ue} } }`;
    const test = `mutation($id: ID!) { sendTestWebhookEvent(id: $id) { delivery { id status } ${ue} } }`;
    const retry = `mutation($id: ID!, $deliveryId: ID!) { retryWebhookDelivery(id: $id, deliveryId: $deliveryId) { delivery { id status } ${ue} } }`;
    const remove = `mutation($id: ID!) { deleteWebhook(id: $id) { deletedWebhookId ${ue} } }`;

    // Something that does not exist: a user error naming it, and no result.
    const missing = { code: 'not_found' };
    expect((await gql(update, { id: 'sub_missing', planId: 'data-public-holidays-enterprise' })).updateSubscription).toMatchObject({ subscription: null, userErrors: [missing] });
    expect((await gql(cancel, { id: 'sub_missing' })).cancelSubscription).toMatchObject({ subscription: null, userErrors: [missing] });
    expect((await gql(rotate, { id: 'we_missing' })).rotateWebhookSecret).toMatchObject({ webhookEndpoint: null, userErrors: [missing] });
    expect((await gql(test, { id: 'we_missing' })).sendTestWebhookEvent).toMatchObject({ delivery: null, userErrors: [missing] });
    expect((await gql(retry, { id: hookId, deliveryId: 'del_missing' })).retryWebhookDelivery).toMatchObject({ delivery: null, userErrors: [missing] });
    expect((await gql(remove, { id: 'we_missing' })).deleteWebhook).toMatchObject({ deletedWebhookId: null, userErrors: [missing] });
    // A plan of another API: bad input, naming the field.
    expect((await gql(update, { id: String(sub.body.id), planId: 'no-such-plan' })).updateSubscription).toMatchObject({
      subscription: null,
      userErrors: [{ code: 'invalid_request', field: 'planId' }],
    });

    // Success: the result, and no user error.
    expect((await gql(update, { id: String(sub.body.id), planId: 'data-public-holidays-enterprise' })).updateSubscription).toMatchObject({
      subscription: { id: sub.body.id, planId: 'data-public-holidays-enterprise' },
      userErrors: [],
    });
    const rotated = (await gql(rotate, { id: hookId })).rotateWebhookSecret as Json;
    expect(rotated).toMatchObject({ webhookEndpoint: { id: hookId }, userErrors: [] });
    expect(rotated.webhookEndpoint.secret).not.toBe(hook.body.secret);
    answers = [500];
    const sent = (await gql(test, { id: hookId })).sendTestWebhookEvent as Json;
    expect(sent).toMatchObject({ delivery: { status: 'pending' }, userErrors: [] });
    await eventually(async () => (await t.service.prisma.webhookDelivery.findUnique({ where: { id: String(sent.delivery.id) } }))?.status === 'failed');
    expect((await gql(retry, { id: hookId, deliveryId: String(sent.delivery.id) })).retryWebhookDelivery).toMatchObject({
      delivery: { id: sent.delivery.id, status: 'pending' },
      userErrors: [],
    });
    expect((await gql(cancel, { id: String(sub.body.id) })).cancelSubscription).toMatchObject({ subscription: { id: sub.body.id, status: 'cancelled' }, userErrors: [] });
    // A conflict with the account's state: a cancelled subscription changes plan no more.
    expect((await gql(update, { id: String(sub.body.id), planId: 'data-public-holidays-free' })).updateSubscription).toMatchObject({
      subscription: null,
      userErrors: [{ code: 'conflict' }],
    });
    expect((await gql(remove, { id: hookId })).deleteWebhook).toEqual({ deletedWebhookId: hookId, userErrors: [] });
  });
});
