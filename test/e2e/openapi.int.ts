import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { startTestService, type TestService } from '../testkit/service.js';

// The served OpenAPI document: valid for Redocly, complete, and browsable at /docs from this origin.
let t: TestService;
let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: Array<{ $ref?: string }>; security?: unknown[] }>>; components: Record<string, Record<string, unknown>> };
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));

beforeAll(async () => {
  t = await startTestService();
  doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as typeof doc;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** The object a local `$ref` points at (the shared error answers are components). */
function resolve(value: unknown): unknown {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
}

describe('/openapi.json', () => {
  it('is the committed sdk/openapi.json, from which the SDKs are generated', () => {
    expect(doc).toEqual(JSON.parse(readFileSync(join(projectRoot, 'sdk/openapi.json'), 'utf8')));
  });

  it('passes `redocly lint` (recommended rules) with no error', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const { stdout } = await promisify(execFile)(
      'npx',
      ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
      // No telemetry or update check: nothing leaves this machine.
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 32 * 1024 * 1024 },
    ).catch((err: { stdout: string }) => err);
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: Array<{ severity: string; message: string; location: unknown }> };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('uses `{param}` paths, 201 for creations and declares the edge\'s own endpoints', () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
    expect(doc.paths['/v1/subscriptions']!.post!.responses).toHaveProperty('201');
    expect(doc.paths['/v1/subscriptions']!.post!.responses).not.toHaveProperty('200');
    expect(doc.paths['/v1/webhooks']!.post!.responses).toHaveProperty('201');
    for (const path of ['/health', '/ready', '/metrics', '/oauth/authorize', '/oauth/token', '/oauth/revoke', '/oauth/register', '/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource/mcp']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const oauth = doc.components.securitySchemes!.oauth2 as { flows: { authorizationCode: { scopes: Record<string, string> } } };
    expect(Object.keys(oauth.flows.authorizationCode.scopes)).toEqual(expect.arrayContaining(['memory:read', 'memory:write', 'marketplace:read']));
  });

  it('declares the headers: Idempotency-Key, X-Service-Model, Service-Version, rate limits, Deprecation and Sunset', () => {
    const store = doc.paths['/api/v1/memory/store']!.post!;
    expect(store.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }, { $ref: '#/components/parameters/ServiceModel' }]));
    const created = doc.paths['/v1/subscriptions']!.post! as unknown as { parameters: unknown[]; responses: Record<string, { headers: Record<string, unknown> }> };
    expect(created.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/ServiceVersion' }]));
    expect(Object.keys(created.responses['201']!.headers)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Service-Version', 'Deprecation', 'Sunset']),
    );
    const rateLimited = resolve(created.responses['429']!) as { headers: Record<string, unknown> };
    expect(Object.keys(rateLimited.headers)).toContain('Retry-After');
  });

  it('declares a response body for every status of every operation', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status === '302') continue;
          expect((resolve(response) as { content?: unknown }).content, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
  });
});

describe('/docs', () => {
  it('serves the reference page and its script from this origin, under a same-origin CSP', async () => {
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${t.baseUrl}/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect(await (await fetch(`${t.baseUrl}/docs/init.js`)).text()).toContain("url: '/openapi.json'");
  });

  it('renders the operations in a browser, asking nothing of any other origin', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      const refused: string[] = [];
      // Anything not from this service is answered here and recorded, so nothing leaves the machine.
      await page.route(
        (url) => !url.href.startsWith(t.baseUrl),
        (route) => {
          elsewhere.push(route.request().url());
          return route.abort();
        },
      );
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      await page.goto(`${t.baseUrl}/docs`);
      // Operations by their summaries, from both surfaces (the sidebar lists them).
      await page.getByText('Stores one memory.').first().waitFor({ timeout: 30_000 });
      await page.getByText('Memory Marketplace REST API').first().waitFor();
      expect(await page.getByText('marketplace', { exact: true }).count()).toBeGreaterThan(0);
      expect(elsewhere).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);
});

