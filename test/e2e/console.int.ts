import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_QUEUE } from '../../common/src/job-definitions.js';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';

// The console in a real browser (Debian's Chromium), walked as a new user would: sign in, create a
// key, use it on the REST API, see the memory, the usage and a failed webhook delivery in the
// console, retry it, register a webhook and send it a test event, create an alert, revoke the key,
// sign out; and every page at phone width. Every page is checked with axe and photographed.
const SHOTS = 'test-results/console';
let t: TestService;
let browser: Browser;
let page: Page;
let receiver: http.Server;
let receiverUrl: string;
/** What the webhook receiver answers (a loopback server). */
let receiverStatus = 500;
let received = 0;
/** Every request the receiver got: its path, headers and raw body. */
const requests: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const user = { email: `console-ui-${suffix()}@example.com`, password: 'correct horse battery staple' };
const store = `ui-${suffix()}`;
// Store names for the phone: one that may wrap at its hyphens, one with no place to wrap at all.
const longStores = [`customer-support-knowledge-base-for-the-european-region-${suffix()}`, `averyveryverylongstorenamewithoutanyplacetowrapitat${suffix()}`];
const keyName = 'Nightly import job';
let secret: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', METERING_FLUSH_MS: '100' }, { marketplaceWorker: true });
  const { accountId } = await t.createAccount();
  await t.service.accounts.setLogin(accountId, user.email, user.password);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/hook') received++;
      res.writeHead(req.url === '/hook' ? receiverStatus : 204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  receiver?.close();
  await t?.close();
});

// The steps build on each other: after a failure the rest would only time out.
let failed = false;
beforeEach((ctx) => {
  if (failed) ctx.skip();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  failed = true;
  await page?.screenshot({ path: `${SHOTS}/failed.png`, fullPage: true }).catch(() => undefined);
});

/** No serious or critical accessibility violation on the page as it is now; then a screenshot. */
async function check(name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Recall {
  short_term: { count: number };
  long_term: { count: number; memories: { content: string }[] };
  context: { count: number };
  usage: { output_tokens: number };
}
const counts = (r: Recall) => ({ tokens: r.usage.output_tokens, short: r.short_term.count, long: r.long_term.count, context: r.context.count });
let hookSecret: string;

/** Runs in the page: each store name, the two characters around each of its line breaks, and its box. */
const STORE_NAME_LAYOUT = `[...document.querySelectorAll('[data-testid=store-name]')].map((el) => {
  const text = el.firstChild;
  const tops = [];
  for (let i = 0; i < text.length; i++) {
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    tops.push(Math.round(range.getClientRects()[0]?.top ?? -1));
  }
  const breaks = tops.flatMap((top, i) => (i > 0 && top > tops[i - 1] ? [text.data.slice(i - 1, i + 1)] : []));
  return { name: text.data, breaks, right: el.getBoundingClientRect().right, clipped: el.scrollWidth > el.clientWidth, textOverflow: getComputedStyle(el).textOverflow };
})`;

/** Runs in the page: each key prefix in the keys table, and on how many lines its text lies. */
const KEY_PREFIX_LINES = `[...document.querySelectorAll('[data-testid=key-prefix]')].map((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return { text: el.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
})`;

async function rest(method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': secret, authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe('the console in a browser', () => {
  it('signs in, refusing a wrong password first', async () => {
    await page.goto(`${t.baseUrl}/console`);
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await check('sign-in');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('E-mail or password is wrong.').waitFor();
    await page.getByLabel('Password').fill(user.password);
    // Keyboard only: Enter submits.
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mm_console')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The page's scripts cannot read it.
    expect(await page.evaluate<string>('document.cookie')).not.toContain('mm_console');
  });

  it('refuses a key name that is too long, next to the field', async () => {
    // Past the page's own limit, to see the API's refusal.
    await page.evaluate(`document.querySelector('input[name=name]').removeAttribute('maxlength')`);
    await page.getByLabel(/^Name/).fill('k'.repeat(101));
    await page.getByRole('button', { name: 'Create key' }).click();
    const error = page.locator('#key-name-error');
    await expect(error.textContent()).resolves.toContain('at most 100 characters');
    await expect(page.getByLabel(/^Name/).getAttribute('aria-describedby')).resolves.toBe('key-name-error');
    await expect(page.getByTestId('new-key').count()).resolves.toBe(0);
    await check('keys-name-error');
  });

  it('creates a named key with chosen scopes and shows its secret once', async () => {
    await page.getByLabel(/^Name/).fill(keyName);
    for (const scope of ['usage:read', 'webhooks:read', 'webhooks:write', 'subscriptions:write']) await page.getByLabel(scope).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    secret = (await page.getByTestId('new-key').textContent())!;
    expect(secret).toMatch(/^mk_/);
    await check('keys-created');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-key').count()).resolves.toBe(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `${secret.slice(0, 10)}…` }) });
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe(keyName);
    const stored = await t.service.prisma.apiKey.findFirstOrThrow({ where: { prefix: secret.slice(0, 10) } });
    expect(stored.name).toBe(keyName);
    await check('keys-named');
  });

  it('shows usage before the key is used', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByText(/No requests in the last/).waitFor();
    await check('usage-empty');
  });

  it('shows a memory stored through the REST API, searches it and previews a recall', async () => {
    expect((await rest('POST', '/api/v1/memory/collection', { user_id: store })).status).toBe(200);
    expect((await rest('POST', '/api/v1/memory/store', { user_id: store, content: 'Ada prefers green tea in the morning.' })).status).toBe(200);
    expect((await rest('POST', '/api/v1/memory/store', { user_id: store, content: 'The office moved to Lisbon in March.' })).status).toBe(200);
    expect((await rest('POST', '/api/v1/memory/store-turn', { user_id: store, user_msg: 'What should I drink this morning?', assistant_msg: 'Green tea, as you like it.' })).status).toBe(200);
    for (const name of longStores) expect((await rest('POST', '/api/v1/memory/collection', { user_id: name })).status).toBe(200);
    await eventually(async () => ((await rest('POST', '/api/v1/memory/search', { user_id: store, query: 'tea' })).body.memories as unknown[] | undefined)?.length);
    await page.getByRole('link', { name: 'Memory' }).click();
    await page.getByTestId('store-name').getByText(store, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Open ${store}` }).click();
    await page.getByText('Ada prefers green tea in the morning.').waitFor();
    await page.getByLabel('Query').fill('What does Ada drink?');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const first = page.getByTestId('search-results').locator('tbody tr').first();
    await expect(first.textContent()).resolves.toContain('green tea');
    // Similarity as returned, in the browser's locale (German: decimal comma).
    await expect(first.locator('td.num').nth(1).textContent()).resolves.toMatch(/^\d,\d{3}$/);
    await check('memory-search');
  });

  it('previews a recall with the numbers the recall API answers', async () => {
    const query = 'What does Ada drink in the morning?';
    // Indexing settled: two recalls in a row answer the same, with the turn and long-term matches.
    const answer = await eventually(async () => {
      const a = (await rest('POST', '/api/v1/memory/recall', { user_id: store, query })).body as unknown as Recall;
      const b = (await rest('POST', '/api/v1/memory/recall', { user_id: store, query })).body as unknown as Recall;
      return a.short_term.count > 0 && a.long_term.count > 1 && JSON.stringify(counts(a)) === JSON.stringify(counts(b)) && a;
    });
    await page.getByLabel('Query').fill(query);
    await page.getByRole('button', { name: 'Preview recall' }).click();
    const preview = page.getByTestId('recall-preview');
    await preview.waitFor();
    const shown = async (id: string) => Number((await preview.getByTestId(id).textContent())!.replace(/\D/g, ''));
    expect({ tokens: await shown('recall-tokens'), short: await shown('recall-short-term'), long: await shown('recall-long-term'), context: await shown('recall-context') }).toEqual(counts(answer));
    expect(answer.usage.output_tokens).toBeGreaterThan(0);
    // The turns and memories themselves, in the API's order.
    await expect(preview.getByTestId('recall-turns').locator('li').first().textContent()).resolves.toContain('Assistant: Green tea, as you like it.');
    const memories = await preview.getByTestId('recall-memories').locator('li > p:first-child').allTextContents();
    expect(memories).toEqual(answer.long_term.memories.map((m) => m.content));
    await expect(preview.getByText('Nothing would be recalled').count()).resolves.toBe(0);
    await check('memory-recall');
  });

  it('filters the memory list', async () => {
    const filter = page.getByLabel('Filter this page');
    const items = page.locator('ol.memories').first().locator('li');
    const before = await items.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await filter.fill('lisbon');
    await expect(page.getByTestId('filter-count').textContent()).resolves.toMatch(new RegExp(`^1 of ${before} `));
    await expect(items.count()).resolves.toBe(1);
    await expect(items.first().textContent()).resolves.toContain('The office moved to Lisbon in March.');
    await filter.fill('no such words here');
    await page.getByText('No memory on this page matches the filter.').waitFor();
    await check('memory-filter-empty');
    await filter.fill('');
    await expect(items.count()).resolves.toBe(before);
    await filter.fill('LISBON');
    await expect(items.count()).resolves.toBe(1);
    await check('memory-filter');
  });

  it('forgets one memory after confirmation', async () => {
    // By keyboard: the button sits at the window's lower edge, where focusing it on mouse-down scrolls
    // the page under the pointer before the mouse comes up.
    const forget = page.getByRole('listitem').filter({ hasText: 'The office moved to Lisbon' }).getByRole('button', { name: 'Forget this memory' });
    await forget.focus();
    await forget.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Forget?' });
    await dialog.waitFor();
    await check('memory-forget-confirm');
    await dialog.getByRole('button', { name: 'Forget' }).click();
    await page.getByRole('status').getByText('Forgot 1 memory.').waitFor();
    await expect(page.getByText('The office moved to Lisbon in March.').count()).resolves.toBe(0);
  });

  it("shows when a memory expires and its versions, and exports the store as the REST export does", async () => {
    const listed = (await rest('POST', '/api/v1/memory/list', { user_id: store })).body.memories as Array<{ id: string; content: string }>;
    const tea = listed.find((m) => m.content === 'Ada prefers green tea in the morning.')!;
    expect((await rest('POST', '/api/v1/memory/supersede', { user_id: store, old_memory_id: tea.id, new_content: 'Ada prefers black coffee in the morning.' })).status).toBe(200);
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await rest('POST', '/api/v1/memory/store', { user_id: store, content: 'The visitor badge is valid today.', metadata: { expires_at: expiresAt } })).status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: `Open ${store}` }).click();
    const badge = page.getByRole('listitem').filter({ hasText: 'The visitor badge is valid today.' });
    await expect(badge.textContent()).resolves.toContain('expires');
    const coffee = page.locator('ol.memories > li').filter({ hasText: 'Ada prefers black coffee in the morning.' });
    await coffee.getByRole('button', { name: 'Versions of this memory' }).click();
    const versions = coffee.getByTestId('versions').locator('li');
    // Loaded when asked for: both versions once the query has answered.
    await versions.nth(1).waitFor();
    await expect(versions.count()).resolves.toBe(2);
    await expect(versions.first().textContent()).resolves.toContain('green tea');
    await expect(versions.first().textContent()).resolves.toContain('replaced');
    await expect(versions.nth(1).textContent()).resolves.toContain('current');
    await check('memory-versions');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${store}` }).click();
    const file = await (await download).path();
    const lines = (await import('node:fs')).readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const exported = await fetch(`${t.baseUrl}/api/v1/memory/export`, { method: 'POST', headers: { 'x-api-key': secret, 'content-type': 'application/json' }, body: JSON.stringify({ user_id: store }) });
    const rows = (await exported.text()).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    // The same records and fields; importance is learned as memories are recalled, so it may move between the two reads.
    const stable = (r: Record<string, unknown>) => ({ ...r, importance: typeof r.importance });
    expect(lines.map(stable)).toEqual(rows.map(stable));
    expect(lines.find((l) => l.content === 'The visitor badge is valid today.')!.expires_at).toBe(expiresAt);
    await page.getByRole('status').getByText(`Exported ${lines.length} memories of ${store}.`).waitFor();
  });

  it('sees usage move', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    await eventually(async () => {
      await page.reload();
      // The heading shows at once, the figures once the page's query has answered: read them then
      // (a reload before they came would start the query again, never letting a slow one finish).
      const total = page.getByTestId('total-requests');
      await total.waitFor();
      return Number((await total.textContent())!.replace(/\D/g, '')) >= 3;
    }, 90_000);
    await page.getByRole('heading', { name: 'Requests per day' }).waitFor();
    await page.locator('figure.chart svg').first().waitFor();
    await check('usage');
  });

  it('shows a failed webhook delivery and retries it', async () => {
    const hook = await rest('POST', '/v1/webhooks', { url: receiverUrl, events: ['subscription.created'] });
    expect(hook.status).toBe(201);
    const plan = await t.service.prisma.plan.findFirstOrThrow({ where: { apiId: 'data-public-holidays' } });
    expect((await rest('POST', '/v1/subscriptions', { api_id: 'data-public-holidays', plan_id: plan.id })).status).toBe(201);
    // Controlled time: each retry waits in the queue with its delay; promote it until the delivery fails.
    const queue = t.service.queue.queue(WEBHOOK_QUEUE);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await eventually(async () => received >= attempt);
      const job = await eventually(async () => (await queue.getDelayed()).find((j) => j.data.payload.attempt === attempt + 1));
      await job.promote();
    }
    const delivery = await eventually(async () => t.service.prisma.webhookDelivery.findFirst({ where: { endpointId: String(hook.body.id), status: 'failed' } }));
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Show deliveries' }).click();
    const row = page.getByTestId('deliveries').locator('tbody tr').first();
    await expect(row.textContent()).resolves.toMatch(/failed.*6.*HTTP 500/);
    await check('webhooks-failed');
    receiverStatus = 200;
    await row.getByRole('button', { name: `Retry delivery ${delivery.id}` }).click();
    await eventually(async () => (await t.service.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status === 'delivered');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByText('delivered').waitFor();
    await check('webhooks-delivered');
  });

  it('rotates a webhook secret after confirmation', async () => {
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    await page.getByText(/^whsec_/).waitFor();
  });

  it('registers a webhook in the console, showing refusals next to their fields', async () => {
    const url = receiverUrl.replace(/\/hook$/, '/console-hook');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register endpoint' }) });
    // No event chosen: the API's refusal shows by the events.
    await form.getByLabel(/^URL/).fill(url);
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    await expect(page.locator('#hook-events-error').textContent()).resolves.toContain('at least one event type');
    // Every event type of the spec can be picked.
    await expect(form.getByRole('checkbox').count()).resolves.toBe(9);
    await form.getByLabel('invoice.paid').check();
    await form.getByLabel('api.updated').check();
    await form.getByLabel(/^URL/).fill('ftp://127.0.0.1/hook');
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    await expect(page.locator('#hook-url-error').textContent()).resolves.toContain('HTTPS');
    await expect(page.locator('#hook-events-error').count()).resolves.toBe(0);
    await expect(form.getByLabel(/^URL/).getAttribute('aria-invalid')).resolves.toBe('true');
    await check('webhooks-create-error');
    await form.getByLabel(/^URL/).fill(url);
    await form.getByLabel(/^Description/).fill('Console test receiver');
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    await page.getByRole('heading', { name: 'Endpoint registered: its signing secret' }).waitFor();
    hookSecret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(hookSecret).toMatch(/^whsec_/);
    const card = page.getByRole('listitem').filter({ hasText: url });
    await card.getByText('invoice.paid, api.updated').waitFor();
    const stored = await t.service.prisma.webhookEndpoint.findFirstOrThrow({ where: { url } });
    expect(stored).toMatchObject({ events: ['invoice.paid', 'api.updated'], description: 'Console test receiver', status: 'active' });
    await check('webhooks-created');
  });

  it('sends a test event that the receiver gets, signed with the shown secret', async () => {
    const url = receiverUrl.replace(/\/hook$/, '/console-hook');
    const card = page.getByRole('listitem').filter({ hasText: url });
    const seen = requests.length;
    await card.getByRole('button', { name: `Send test event to ${url}` }).click();
    await page.getByRole('status').getByText(/test event is on its way/).waitFor();
    const got = await eventually(async () => requests.slice(seen).find((r) => r.path === '/console-hook'));
    const event = JSON.parse(got.body) as { id: string; type: string; data: { object: { endpoint_id: string } } };
    const endpoint = await t.service.prisma.webhookEndpoint.findFirstOrThrow({ where: { url } });
    expect(event).toMatchObject({ type: 'webhook.test', data: { object: { object: 'webhook_test', endpoint_id: endpoint.id } } });
    expect(got.headers['service-signature']).toBe(createHmac('sha256', hookSecret).update(got.body).digest('hex'));
    // Logged like any delivery: delivered at the first attempt.
    const delivery = await eventually(async () => t.service.prisma.webhookDelivery.findFirst({ where: { endpointId: endpoint.id, status: 'delivered' } }));
    expect(delivery).toMatchObject({ eventId: event.id, attempts: 1, lastStatusCode: 204 });
    await card.getByRole('button', { name: 'Refresh' }).click();
    const row = card.getByTestId('deliveries').locator('tbody tr').first();
    await row.getByText('delivered', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toMatch(/^webhook\.test\s*delivered\s*1\s*HTTP 204/);
    await check('webhooks-test-event');
  });

  it('creates a usage alert, showing a refusal next to its field', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create alert' }) });
    await form.waitFor();
    await form.getByLabel('API', { exact: true }).selectOption({ label: 'Public Holidays' });
    await form.getByLabel(/100% of the daily limit/).check();
    // The e-mail channel without an address: refused by the API, shown by the address field.
    await form.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.locator('#alert-email-error').textContent()).resolves.toContain('email');
    await check('usage-alert-error');
    await form.getByLabel(/^E-mail address/).fill('alerts@example.com');
    await form.getByLabel(/Webhook \(event/).check();
    await form.getByRole('button', { name: 'Create alert' }).click();
    const list = page.getByTestId('alerts');
    await list.getByText(/Public Holidays by e-mail to alerts@example.com and webhook/).waitFor();
    const accountId = (await t.service.prisma.account.findFirstOrThrow({ where: { email: user.email } })).id;
    const alerts = await t.service.prisma.alert.findMany({ where: { accountId } });
    expect(alerts).toEqual([expect.objectContaining({ apiId: 'data-public-holidays', threshold: 100, channels: ['email', 'webhook'], email: 'alerts@example.com', period: 'daily' })]);
    await check('usage-alert');
  });

  it('shows subscriptions and invoices by API and plan name', async () => {
    const sub = await t.service.prisma.subscription.findFirstOrThrow({ where: { apiId: 'data-public-holidays' } });
    const plan = await t.service.prisma.plan.findUniqueOrThrow({ where: { id: sub.planId }, include: { api: true } });
    expect(plan.name).not.toBe(plan.id);
    await page.getByRole('link', { name: 'Billing' }).click();
    const row = page.getByRole('table').first().locator('tbody tr').first();
    await row.waitFor();
    await expect(row.locator('td').nth(0).textContent()).resolves.toBe(plan.api.name);
    await expect(row.locator('td').nth(1).textContent()).resolves.toBe(plan.name);
    await expect(page.getByRole('cell', { name: plan.id, exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('cell', { name: 'data-public-holidays', exact: true }).count()).resolves.toBe(0);
    await check('billing');
  });

  it("lists an authorised OAuth app and revokes its access", async () => {
    const token = `mat_${suffix()}`;
    const { sha256 } = await import('../../subgraphs/marketplace/src/modules/shared/providers/secrets.js');
    const accountId = (await t.service.prisma.account.findFirstOrThrow({ where: { email: user.email } })).id;
    const { clientId } = await t.service.oauth.createClient(accountId, { name: 'Notes App', redirectUris: ['http://127.0.0.1/cb'] });
    await t.service.prisma.oAuthToken.create({
      data: { id: `tok_${suffix()}`, tokenHash: sha256(token), kind: 'access', familyId: `fam_${suffix()}`, clientId, accountId, scopes: ['memory:read'], expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const asApp = () => fetch(`${t.baseUrl}/v1/auth/introspect`, { headers: { authorization: `Bearer ${token}` } });
    expect((await asApp()).status).toBe(200);
    await page.getByRole('link', { name: 'Apps' }).click();
    await page.getByText('Notes App', { exact: true }).waitFor();
    await check('apps');
    await page.getByRole('button', { name: 'Revoke access of Notes App' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
    await page.getByText(/No application holds access/).waitFor();
    expect((await asApp()).status).toBe(401);
  });

  it('revokes the key, which stops working at once', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('button', { name: `Revoke key ${keyName} (${secret.slice(0, 10)})` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: `${secret.slice(0, 10)}…` }).waitFor({ state: 'detached' });
    expect((await rest('POST', '/api/v1/memory/search', { user_id: store, query: 'tea' })).status).toBe(401);
    await check('keys');
  });

  it('holds at 390 px on every page, store names breaking only between words', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [link, ready] of [
      ['API keys', () => page.getByRole('heading', { name: 'Create a key', exact: true })],
      ['Memory', () => page.getByTestId('store-name').getByText(store, { exact: true })],
      ['Usage', () => page.getByRole('heading', { name: 'New alert', exact: true })],
      ['Webhooks', () => page.getByRole('heading', { name: 'Register an endpoint', exact: true })],
      ['Billing', () => page.getByRole('heading', { name: 'Invoices', exact: true })],
      ['Apps', () => page.getByRole('heading', { name: 'Authorised apps', exact: true })],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await ready().waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `${link} at 390 px`).toBeLessThanOrEqual(390);
      await check(`phone-${link.toLowerCase().replace(/\W+/g, '-')}`);
      if (link === 'API keys') {
        // A key's prefix never breaks mid-token: the table scrolls sideways in its box instead.
        const prefixes = await page.evaluate<{ text: string; lines: number }[]>(KEY_PREFIX_LINES);
        expect(prefixes.length).toBeGreaterThan(0);
        for (const p of prefixes) expect(p.lines, `${p.text} at 390 px`).toBe(1);
      }
    }
    await page.getByRole('link', { name: 'Memory', exact: true }).click();
    await page.getByRole('button', { name: `Open ${longStores[0]}` }).click();
    await page.getByRole('heading', { name: `Memories in ${longStores[0]}` }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // Where each store name's lines break: only after a hyphen or a space; a name with no such place
    // stays on one line, cut with an ellipsis inside its box.
    const layout = await page.evaluate<{ name: string; breaks: string[]; right: number; clipped: boolean; textOverflow: string }[]>(STORE_NAME_LAYOUT);
    const wraps = layout.find((l) => l.name === longStores[0])!;
    expect(wraps.breaks.length).toBeGreaterThan(0);
    for (const l of layout) {
      for (const pair of l.breaks) expect(pair, `a line of ${l.name} breaks inside a word`).toMatch(/^[- ]/);
      expect(l.right).toBeLessThanOrEqual(390);
    }
    const unbroken = layout.find((l) => l.name === longStores[1])!;
    expect(unbroken).toMatchObject({ breaks: [], clipped: true, textOverflow: 'ellipsis' });
    await check('memory-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out, and the old cookie no longer works', async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mm_console')!;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    const res = await fetch(`${t.baseUrl}/console/session`, { headers: { cookie: `mm_console=${cookie.value}` } });
    expect(res.status).toBe(401);
  });
});
