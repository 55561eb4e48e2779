import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../common/src/principal.js';
import { startTestService, type TestService } from '../testkit/service.js';

// Schemathesis (PyPI, installed by `node scripts/setup.mjs --test`, as `npm test` runs it, into .venv-schemathesis) fuzzes the REST surfaces
// from /openapi.json with a real key: any 5xx, or an answer the document does not allow, fails.
// It only ever talks to this service on loopback: the marketplace worker is off (no webhook is ever
// delivered), no host is allowed for webhooks, and webhook registration is left out of the run
// because checking a generated URL resolves its host name.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMATHESIS = path.join(root, '.venv-schemathesis', 'bin', 'schemathesis');

let t: TestService;
let work: string;

beforeAll(async () => {
  if (!existsSync(SCHEMATHESIS)) execFileSync('node', ['scripts/setup.mjs', '--test'], { cwd: root, stdio: 'inherit' });
  t = await startTestService({ WEBHOOK_ALLOWED_HOSTS: '' }, { marketplaceWorker: false });
  work = mkdtempSync(path.join(os.tmpdir(), 'mm-schemathesis-'));
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Interaction {
  request: { method: string; uri: string };
  response?: { status_code: number } | null;
}
interface Check {
  name: string;
  status: string;
}
interface Recorder {
  label: string;
  interactions?: Record<string, Interaction>;
  checks?: Record<string, Check[]>;
}

describe('schemathesis against /openapi.json', () => {
  it('finds no server error and no answer the document does not describe', { timeout: 400_000 }, async () => {
    const { accountId, apiKey } = await t.createAccount([...SCOPES]);
    const config = path.join(work, 'schemathesis.toml');
    // The key in both headers the document's security schemes name (the same credential: accepted).
    writeFileSync(config, '[auth.openapi.apiKey]\napi_key = "${MM_KEY}"\n[auth.openapi.bearer]\nbearer = "${MM_KEY}"\n');
    const args = [
      '--config-file', config,
      'run', `${t.baseUrl}/openapi.json`,
      '--checks', 'not_a_server_error,response_schema_conformance',
      // Bounded: a few examples per operation and phase, a fixed seed, and a time cap.
      '--max-examples', '5',
      '--seed', '1',
      // One worker: Python 3.11's compiler is not thread-safe under schemathesis' parallel code generation.
      '--workers', '1',
      '--max-time', '150',
      '--exclude-operation-id', 'CreateWebhook',
      '--report', 'ndjson',
      '--report-dir', work,
    ];
    const exit = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(SCHEMATHESIS, args, { cwd: work, env: { ...process.env, MM_KEY: apiKey, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
      );
    });

    const report = readdirSync(work).find((f) => f.endsWith('.ndjson'));
    expect(report, exit.output.slice(-4000)).toBeDefined();
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const failedChecks: string[] = [];
    let requests = 0;
    for (const line of readFileSync(path.join(work, report!), 'utf8').split('\n')) {
      if (!line.includes('"ScenarioFinished"')) continue;
      const recorder = (JSON.parse(line) as { ScenarioFinished: { recorder: Recorder } }).ScenarioFinished.recorder;
      for (const { request, response } of Object.values(recorder.interactions ?? {})) {
        if (!response) continue;
        requests++;
        statuses.set(response.status_code, (statuses.get(response.status_code) ?? 0) + 1);
        if (response.status_code >= 500) serverErrors.push(`${request.method} ${request.uri} -> ${response.status_code}`);
      }
      for (const checks of Object.values(recorder.checks ?? {})) {
        for (const c of checks) if (c.status === 'failure') failedChecks.push(`${recorder.label}: ${c.name} ${JSON.stringify(c).slice(0, 600)}`);
      }
    }
    console.info(`schemathesis: ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);

    expect(serverErrors).toEqual([]);
    expect(failedChecks).toEqual([]);
    expect(exit.code, exit.output.slice(-4000)).toBe(0);
    // The run reached the service's logic, not only its refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(100);
    // Nothing was registered to be delivered anywhere.
    expect(await t.service.prisma.webhookEndpoint.count({ where: { accountId } })).toBe(0);
  });
});
