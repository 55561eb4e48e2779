import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText, seriesOf, seriesWith } from '../../../test/testkit/prometheus.js';
import { registerMetrics } from './metrics-endpoint.js';

const TOKEN = 'a-metrics-token-0123456789';

async function server(token?: string) {
  const app = Fastify();
  registerMetrics(app, { token });
  app.get('/items/:id', async () => ({ ok: true }));
  app.post('/items/:id', async (_req, reply) => reply.code(201).send({ ok: true }));
  await app.ready();
  return app;
}

const REQUESTS = 'http_request_duration_seconds';

async function scrape(app: Awaited<ReturnType<typeof server>>) {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  return { res, families: parsePrometheusText(res.body) };
}

describe('the metrics plugin', () => {
  it('labels requests by method, route pattern and status, never by the path as sent', async () => {
    const app = await server();
    const secret = 'acct_5f1e-secret-looking-id';
    await app.inject({ method: 'GET', url: `/items/${secret}?key=mk_live_x` });
    await app.inject({ method: 'GET', url: '/items/2' });
    await app.inject({ method: 'HEAD', url: '/items/3' });
    await app.inject({ method: 'POST', url: '/items/4' });
    await app.inject({ method: 'GET', url: `/nothing/here/${secret}` });
    const { res, families } = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('mk_live_x');
    expect(seriesOf(families, REQUESTS).map((s) => s.labels)).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/items/:id', status_code: '200' },
        { method: 'HEAD', route: '/items/:id', status_code: '200' },
        { method: 'POST', route: '/items/:id', status_code: '201' },
        { method: 'GET', route: 'unmatched', status_code: '404' },
      ]),
    );
    // The registry is the process's: other tests' requests may be in it, so counts only grow.
    expect(seriesWith(families, REQUESTS, { method: 'GET', route: '/items/:id', status_code: '200' })[0]!.value).toBeGreaterThanOrEqual(2);
    // A HEAD request is counted once, as HEAD.
    const head = (f: typeof families) => seriesWith(f, REQUESTS, { method: 'HEAD', route: '/items/:id' })[0]!.value;
    const before = head((await scrape(app)).families);
    await app.inject({ method: 'HEAD', url: '/items/5' });
    expect(head((await scrape(app)).families) - before).toBe(1);
    await app.close();
  });

  it('serves the default process metrics', async () => {
    const app = await server();
    const names = [...parsePrometheusText((await app.inject({ method: 'GET', url: '/metrics' })).body).keys()];
    expect(names).toEqual(expect.arrayContaining(['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']));
    await app.close();
  });

  it('with a token, answers only a bearer of it (401 in the error envelope otherwise)', async () => {
    const app = await server(TOKEN);
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ error: { code: 'authentication_failed', status: 401 } });
    }
    const ok = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    await app.close();
  });
});
