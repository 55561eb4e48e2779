import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { freePort } from '../testkit/ports.js';
import { startTestService, suffix, type TestService } from '../testkit/service.js';

// The TypeScript SDK as a user gets it: `npm pack` of sdk/typescript (its prepack builds ESM + .d.ts),
// installed from the tarball into an empty folder and imported by plain `node`. Its one runtime
// dependency, openapi-fetch (and that one's own), is packed from the project's node_modules so the
// install needs no registry.
const run = promisify(execFile);
let t: TestService;
let app: string;

beforeAll(async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ts-sdk-'));
  app = path.join(work, 'app');
  await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: path.join(projectRoot, 'sdk/typescript') });
  const deps = ['openapi-fetch', 'openapi-typescript-helpers'].map((d) => path.join(projectRoot, 'node_modules', d));
  await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work, ...deps], { cwd: work });
  const tarballs = readdirSync(work).filter((f) => f.endsWith('.tgz'));
  expect(tarballs.some((f) => f.startsWith('memory-marketplace-sdk-'))).toBe(true);
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'sdk-user', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', ...tarballs.map((f) => path.join(work, f))], { cwd: app });
  t = await startTestService();
  return () => rmSync(work, { recursive: true, force: true });
}, 600_000);
afterAll(() => t?.close());

/** Runs an ES module with plain `node` in the folder the package was installed into; answers its JSON output. */
async function node<T>(source: string, env: Record<string, string>): Promise<T> {
  const file = path.join(app, `script-${suffix()}.mjs`);
  writeFileSync(file, source);
  const { stdout } = await run(process.execPath, [file], { cwd: app, env: { ...process.env, ...env } });
  return JSON.parse(stdout) as T;
}

describe('TypeScript SDK package', () => {
  it('installs from its tarball and, imported by plain node, stores a memory and finds it', async () => {
    const { apiKey } = await t.createAccount();
    const answer = await node<{ stored: { id: string; status: string }; found: Array<{ id: string; content: string }>; exports: string[] }>(
      `
      import * as sdk from 'memory-marketplace-sdk';
      const mm = sdk.createMemoryMarketplaceClient({ baseUrl: process.env.MM_BASE_URL, apiKey: process.env.MM_KEY, timeoutMs: 60000 });
      const user_id = process.env.MM_USER_ID;
      const created = await mm.POST('/api/v1/memory/collection', { body: { user_id } });
      if (created.error) throw new Error(JSON.stringify(created.error));
      const stored = await mm.POST('/api/v1/memory/store', { body: { user_id, content: 'Bruno prefers window seats on long flights.' } });
      if (stored.error) throw new Error(JSON.stringify(stored.error));
      let found = [];
      // "stored (async)": searchable once its indexing job ran.
      for (let i = 0; i < 30; i++) {
        const search = await mm.POST('/api/v1/memory/search', { body: { user_id, query: 'Where does Bruno like to sit on a plane?' } });
        if (search.error) throw new Error(JSON.stringify(search.error));
        found = search.data.memories;
        if (found.some((m) => m.id === stored.data.id)) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      console.log(JSON.stringify({ stored: stored.data, found, exports: Object.keys(sdk).sort() }));
      `,
      { MM_BASE_URL: t.baseUrl, MM_KEY: apiKey, MM_USER_ID: `ts-${suffix()}` },
    );
    expect(answer.exports).toEqual(expect.arrayContaining(['ConnectionError', 'RequestTimeoutError', 'createMemoryMarketplaceClient']));
    expect(['stored', 'stored (async)']).toContain(answer.stored.status);
    expect(answer.found[0]).toMatchObject({ id: answer.stored.id, content: 'Bruno prefers window seats on long flights.' });
  });

  it('exports a store as a stream and imports it into another, through the package', async () => {
    const { apiKey } = await t.createAccount();
    const answer = await node<{ lines: Array<{ content: string }>; imported: { imported: number; skipped: number; refused: unknown[] } }>(
      `
      import { createMemoryMarketplaceClient } from 'memory-marketplace-sdk';
      const mm = createMemoryMarketplaceClient({ baseUrl: process.env.MM_BASE_URL, apiKey: process.env.MM_KEY, timeoutMs: 60000 });
      const [from, to] = [process.env.MM_USER_ID + '-a', process.env.MM_USER_ID + '-b'];
      for (const user_id of [from, to]) await mm.POST('/api/v1/memory/collection', { body: { user_id } });
      for (const content of ['The bins go out on Thursday.', 'The cat is fed twice a day.']) await mm.POST('/api/v1/memory/store', { body: { user_id: from, content } });
      // NDJSON: read as a stream, a line at a time.
      const exported = await mm.POST('/api/v1/memory/export', { body: { user_id: from }, parseAs: 'stream' });
      if (exported.error) throw new Error(JSON.stringify(exported.error));
      let text = '';
      for await (const chunk of exported.data) text += new TextDecoder().decode(chunk);
      const lines = text.split('\\n').filter(Boolean).map((l) => JSON.parse(l));
      const imported = await mm.POST('/api/v1/memory/import', { body: { user_id: to, memories: lines } });
      if (imported.error) throw new Error(JSON.stringify(imported.error));
      console.log(JSON.stringify({ lines, imported: imported.data }));
      `,
      { MM_BASE_URL: t.baseUrl, MM_KEY: apiKey, MM_USER_ID: `ts-${suffix()}` },
    );
    expect(answer.lines.map((l) => l.content)).toEqual(['The bins go out on Thursday.', 'The cat is fed twice a day.']);
    expect(answer.imported).toMatchObject({ imported: 2, skipped: 0, refused: [] });
  });

  it('retries a refused connection, then throws ConnectionError; a dropped one is retried with the same Idempotency-Key', async () => {
    const refused = await freePort();
    // Accepts, reads the request's head, and closes without answering.
    const heads: string[] = [];
    const dropper = net.createServer((socket) =>
      socket.once('data', (chunk) => {
        heads.push(chunk.toString('latin1'));
        socket.destroy();
      }),
    );
    const dropPort = await freePort();
    await new Promise<void>((resolve) => dropper.listen(dropPort, '127.0.0.1', resolve));
    try {
      const answer = await node<Array<{ name: string; attempts: number; code: string | null; url: string }>>(
        `
        import { createMemoryMarketplaceClient } from 'memory-marketplace-sdk';
        const out = [];
        for (const baseUrl of [process.env.REFUSED, process.env.DROPPED]) {
          const mm = createMemoryMarketplaceClient({ baseUrl, apiKey: 'mk_x', maxRetries: 2, retryBaseMs: 10 });
          try {
            await mm.POST('/api/v1/memory/search', { body: { user_id: 'u', query: 'q' } });
            out.push({ name: 'no error' });
          } catch (e) {
            out.push({ name: e.name, attempts: e.attempts, code: e.code ?? null, url: e.url, instance: e instanceof Error });
          }
        }
        console.log(JSON.stringify(out));
        `,
        { REFUSED: `http://127.0.0.1:${refused}`, DROPPED: `http://127.0.0.1:${dropPort}` },
      );
      expect(answer[0]).toMatchObject({ name: 'ConnectionError', attempts: 3, code: 'ECONNREFUSED', url: `http://127.0.0.1:${refused}/api/v1/memory/search` });
      expect(answer[1]).toMatchObject({ name: 'ConnectionError', attempts: 3 });
      // Only our client's requests count (a stray connection to a loopback port is not ours to judge).
      const ours = heads.filter((h) => h.startsWith('POST /api/v1/memory/search '));
      expect(ours).toHaveLength(3);
      const keys = ours.map((h) => /^idempotency-key: *(.+)$/im.exec(h)?.[1]?.trim());
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size).toBe(1);
    } finally {
      await new Promise((resolve) => dropper.close(resolve));
    }
  });

  it('honours timeoutMs: a service that never answers gives RequestTimeoutError, without retrying', async () => {
    const held: net.Socket[] = [];
    const probe = `probe-${suffix()}`;
    const requests: string[] = [];
    const silent = net.createServer((socket) => {
      held.push(socket);
      socket.on('data', (chunk) => {
        if (chunk.toString('latin1').includes(probe)) requests.push(probe);
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const answer = await node<{ name: string; timeoutMs: number }>(
        `
        import { createMemoryMarketplaceClient } from 'memory-marketplace-sdk';
        const mm = createMemoryMarketplaceClient({ baseUrl: process.env.SILENT, headers: { 'x-probe': process.env.PROBE }, maxRetries: 3, retryBaseMs: 10, timeoutMs: 300 });
        try {
          await mm.GET('/api/v1/models');
          console.log(JSON.stringify({ name: 'no error' }));
        } catch (e) {
          console.log(JSON.stringify({ name: e.name, timeoutMs: e.timeoutMs }));
        }
        `,
        { SILENT: `http://127.0.0.1:${port}`, PROBE: probe },
      );
      expect(answer).toEqual({ name: 'RequestTimeoutError', timeoutMs: 300 });
      // One attempt at most reached the server (on a loaded machine the timeout can win before it does).
      expect(requests.length).toBeLessThanOrEqual(1);
    } finally {
      for (const s of held) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
