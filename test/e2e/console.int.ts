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
// console, retry it, revoke the key, sign out. Every page is checked with axe and photographed.
const SHOTS = 'test-results/console';
let t: TestService;
let browser: Browser;
let page: Page;
let receiver: http.Server;
let receiverUrl: string;
/** What the webhook receiver answers (a loopback server). */
let receiverStatus = 500;
let received = 0;
const user = { email: `console-ui-${suffix()}@example.com`, password: 'correct horse battery staple' };
const store = `ui-${suffix()}`;
let secret: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', METERING_FLUSH_MS: '100' }, { marketplaceWorker: true });
  const { accountId } = await t.createAccount();
  await t.service.accounts.setLogin(accountId, user.email, user.password);
  receiver = http.createServer((req, res) => {
    req.resume().on('end', () => {
      received++;
      res.writeHead(receiverStatus).end();
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
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});

/** No serious or critical accessibility violation on the page as it is now; then a screenshot. */
async function check(name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

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

  it('creates a key with chosen scopes and shows its secret once', async () => {
    for (const scope of ['usage:read', 'webhooks:read', 'webhooks:write', 'subscriptions:write']) await page.getByLabel(scope).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    secret = (await page.getByTestId('new-key').textContent())!;
    expect(secret).toMatch(/^mk_/);
    await check('keys-created');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-key').count()).resolves.toBe(0);
    await page.getByRole('cell', { name: `${secret.slice(0, 10)}…` }).waitFor();
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
    await eventually(async () => ((await rest('POST', '/api/v1/memory/search', { user_id: store, query: 'tea' })).body.memories as unknown[] | undefined)?.length);
    await page.getByRole('link', { name: 'Memory' }).click();
    await page.getByRole('cell', { name: store, exact: true }).waitFor();
    await page.getByRole('button', { name: `Open ${store}` }).click();
    await page.getByText('Ada prefers green tea in the morning.').waitFor();
    await page.getByLabel('Query').fill('What does Ada drink?');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const first = page.getByTestId('search-results').locator('tbody tr').first();
    await expect(first.textContent()).resolves.toContain('green tea');
    // Similarity as returned, in the browser's locale (German: decimal comma).
    await expect(first.locator('td.num').nth(1).textContent()).resolves.toMatch(/^\d,\d{3}$/);
    await check('memory-search');
    await page.getByRole('button', { name: 'Preview recall' }).click();
    await page.getByTestId('recall-preview').getByText(/tokens of context/).waitFor();
    await check('memory-recall');
  });

  it('forgets one memory after confirmation', async () => {
    await page.getByRole('listitem').filter({ hasText: 'The office moved to Lisbon' }).getByRole('button', { name: 'Forget this memory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget?' });
    await dialog.waitFor();
    await check('memory-forget-confirm');
    await dialog.getByRole('button', { name: 'Forget' }).click();
    await page.getByRole('status').getByText('Forgot 1 memory.').waitFor();
    await expect(page.getByText('The office moved to Lisbon in March.').count()).resolves.toBe(0);
  });

  it('sees usage move', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    await eventually(async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Usage', level: 1 }).waitFor();
      return (await page.getByTestId('total-requests').count()) > 0 && Number((await page.getByTestId('total-requests').textContent())!.replace(/\D/g, '')) >= 3;
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

  it('shows subscriptions and invoices', async () => {
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('cell', { name: 'data-public-holidays', exact: true }).waitFor();
    await check('billing');
  });

  it("lists an authorised OAuth app and revokes its access", async () => {
    const token = `mat_${suffix()}`;
    const { sha256 } = await import('../../subgraphs/marketplace/src/domain/secrets.js');
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
    await page.getByRole('button', { name: `Revoke key ${secret.slice(0, 10)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: `${secret.slice(0, 10)}…` }).waitFor({ state: 'detached' });
    expect((await rest('POST', '/api/v1/memory/search', { user_id: store, query: 'tea' })).status).toBe(401);
    await check('keys');
  });

  it('is readable on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Memory' }).click();
    await page.getByRole('cell', { name: store, exact: true }).waitFor();
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth + 1')).toBe(true);
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
