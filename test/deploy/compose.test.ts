import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { NGINX } from '../../scripts/nginx.mjs';

// No Docker engine runs here, so the compose file (merge keys resolved, as Compose does) is checked
// against the Compose Specification's JSON schema (as bundled by dclint) and the shape the service needs.
const { $schema: _draft, ...schema } = JSON.parse(
  readFileSync(path.join(projectRoot, 'node_modules/dclint/schemas/compose.schema.json'), 'utf8'),
) as Record<string, unknown>;
const text = readFileSync(path.join(projectRoot, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as {
  services: Record<
    string,
    {
      command?: string[] | string;
      environment?: Record<string, string>;
      ports?: string[];
      build?: string;
      image?: string;
      healthcheck?: { test: string[] };
      deploy?: { replicas?: number };
      configs?: Array<{ source: string; target: string }>;
    }
  >;
  configs?: Record<string, { content?: string }>;
};
const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(parse(text, { merge: true }));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs every part of the service as its own container', () => {
    const parts = Object.keys(scripts).filter((s) => s.startsWith('start:'));
    const commands = Object.values(compose.services).map((s) => (Array.isArray(s.command) ? s.command.join(' ') : s.command));
    for (const part of parts) expect(commands, part).toContain(`npm run ${part}`);
  });

  it('takes every secret from the environment, with no default', () => {
    const ours = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(ours.length).toBeGreaterThan(0);
    for (const [name, service] of ours) {
      for (const secret of ['INTERNAL_TOKEN', 'SECRETS_KEY']) {
        expect(service.environment?.[secret], `${name} ${secret}`).toBe(`\${${secret}:?set ${secret}}`);
      }
    }
  });

  it("gives the edge no database or vector store: it reaches both subgraphs and the marketplace's internal API", () => {
    const edge = compose.services.edge!;
    expect(edge.command).toEqual(['npm', 'run', 'start:edge']);
    expect(Object.keys(edge.environment ?? {})).not.toContain('DATABASE_URL');
    expect(Object.keys(edge.environment ?? {})).not.toContain('MILVUS_ADDRESS');
    expect(edge.environment).toMatchObject({
      // The memory replicas through nginx.
      MEMORY_SUBGRAPH_URL: expect.stringMatching(/^http:\/\/lb:\d+\/graphql$/),
      MARKETPLACE_SUBGRAPH_URL: expect.stringMatching(/^http:\/\/marketplace:\d+\/graphql$/),
      REDIS_URL: expect.any(String),
    });
    // The marketplace (server and worker) keeps the database: it answers credentials and relays revocations.
    for (const part of ['marketplace', 'marketplace-worker', 'memory', 'worker']) {
      expect(compose.services[part]!.environment?.DATABASE_URL, part).toBeTruthy();
    }
  });

  it('judges our servers healthy by their readiness (/ready), which dependents wait for, not by liveness', () => {
    for (const part of ['edge', 'memory', 'marketplace']) {
      const test = compose.services[part]!.healthcheck?.test.join(' ') ?? '';
      expect(test, part).toMatch(/\/ready'/);
      expect(test, part).not.toMatch(/\/health'/);
    }
  });

  it('runs two replicas of the edge, the memory subgraph and both workers', () => {
    for (const part of ['edge', 'memory', 'worker', 'marketplace-worker']) expect(compose.services[part]!.deploy?.replicas, part).toBe(2);
  });

  it('puts nginx in front of the edges and of the memory subgraphs, with a config nginx accepts', () => {
    const lb = compose.services.lb!;
    expect(lb.image).toMatch(/^nginx:/);
    const conf = compose.configs?.[lb.configs![0]!.source]?.content ?? '';
    expect(lb.configs![0]!.target).toBe('/etc/nginx/nginx.conf');
    expect(conf).toMatch(/upstream edges \{ server edge:8080\b/);
    expect(conf).toMatch(/upstream memory \{ server memory:4001\b/);
    // `nginx -t` on the config as Compose hands it over (`$$` is a `$`), the service names as loopback.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mm-compose-nginx-'));
    try {
      mkdirSync(path.join(dir, 'logs'));
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, conf.replaceAll('$$', '$').replace(/\b(edge|memory):(\d+)/g, '127.0.0.1:$2'));
      execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', file, '-e', 'stderr', '-g', `pid ${path.join(dir, 'nginx.pid')};`], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes only the load balancer, on loopback unless told otherwise', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['lb']);
    // `${VAR:-default}` as Compose interpolates it when VAR is unset.
    const withDefaults = (v: string) => v.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
    expect(published[0]![1].ports!.map(withDefaults)).toEqual(['127.0.0.1:8080:8080']);
  });
});
