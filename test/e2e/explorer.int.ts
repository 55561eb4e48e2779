import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testkit/service.js';

// The GraphQL explorer: GraphiQL built from node_modules and served by this server at GET /graphql
// to browsers, so it works offline and asks nothing of any other host.
let t: TestService;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t?.close());

const page = () => fetch(`${t.baseUrl}/graphql`, { headers: { accept: 'text/html' } });

describe('GET /graphql for a browser', () => {
  it('answers the explorer page, under a content security policy, naming no other host', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/font-src 'self' data:/);
    const html = await res.text();
    expect(html).toMatch(/<title>GraphQL explorer/);
    // No absolute address at all: every asset is this server's.
    expect(html).not.toMatch(/https?:\/\/|\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
    expect(html).not.toMatch(/apollographql|cdn\./i);
  });

  it('serves every script and stylesheet the page names, itself', async () => {
    const html = await (await page()).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(0);
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith('/graphql/explorer/assets/')).toBe(true);
      const res = await fetch(t.baseUrl + asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect((await fetch(`${t.baseUrl}/graphql/explorer/assets/missing.js`)).status).toBe(404);
  });

  it('keeps answering queries sent by POST and by GET', async () => {
    const post = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ data: { __typename: 'Query' } });
    const get = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('runs a query in a browser, loading nothing from any other origin', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const tab = await browser.newPage();
      const elsewhere: string[] = [];
      const refused: string[] = [];
      // Anything not from this service is answered here and recorded, so nothing leaves the machine.
      await tab.route(
        (url) => !url.href.startsWith(t.baseUrl),
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort();
        },
      );
      tab.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      await tab.goto(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`);
      // The editors are Monaco's: their text is in `.view-lines`, spaces as no-break spaces.
      const text = (selector: string) => tab.locator(`${selector} .view-lines`).evaluate((e) => (e.textContent ?? '').replace(/\s+/g, ' '));
      await tab.locator('.graphiql-query-editor .view-lines').getByText('__typename').waitFor({ timeout: 60_000 });
      await tab.locator('.graphiql-execute-button').click();
      await tab.locator('.graphiql-response .view-lines').getByText('"Query"').waitFor({ timeout: 60_000 });
      expect(await text('.graphiql-response')).toMatch(/"data": ?\{ ?"__typename": ?"Query" ?\}/);
      expect(elsewhere).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 150_000);
});
