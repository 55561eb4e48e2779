import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_INTERNAL_TOKEN, DEFAULT_SECRETS_KEY, parseConfig, publishedDefaultsInUse, weakSecretReason } from './config.js';

describe('config', () => {
  it('works with nothing set, on the documented defaults', () => {
    const c = parseConfig({});
    expect(c.http.port).toBe(8080);
    expect(c.database.url).toBe('postgresql://postgres@127.0.0.1:5432/memory_marketplace');
    expect(c.redis.url).toBe('redis://127.0.0.1:6379');
    expect(c.milvus.address).toBeUndefined();
    expect(c.milvus.lite.dataDir).toMatch(/\/data\/milvus$/);
    // The embedded engine: Milvus standalone with HNSW; Milvus Lite searches exactly (FLAT).
    expect(c.milvus).toMatchObject({ engine: 'standalone', indexType: 'HNSW', standalone: { port: 19560 } });
    expect(c.milvus.standalone.dataDir).toMatch(/\/data\/milvus-standalone$/);
    expect(parseConfig({ MILVUS_ENGINE: 'lite' }).milvus.indexType).toBe('FLAT');
    expect(() => parseConfig({ MILVUS_ENGINE: 'sqlite' })).toThrow(/MILVUS_ENGINE/);
    expect(c.embedding).toMatchObject({ provider: 'onnx', dimensions: 384, queryPrefix: 'query: ', passagePrefix: 'passage: ' });
    expect(c.embedding.model).toMatch(/\/models\/multilingual-e5-small$/);
  });

  it('treats empty values as unset and coerces numbers', () => {
    const c = parseConfig({ MILVUS_ADDRESS: '', PORT: '9000', EMBEDDING_BATCH_SIZE: '8' });
    expect(c.milvus.address).toBeUndefined();
    expect(c.http.port).toBe(9000);
    expect(c.embedding.batchSize).toBe(8);
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', LOG_LEVEL: 'loud', EMBEDDING_PROVIDER: 'magic' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL', 'EMBEDDING_PROVIDER']) expect(problems).toContain(key);
    expect((error as Error).message.split('\n')[0]).toBe('Invalid configuration:');
  });

  it('requires the endpoint of the OpenAI-compatible embedder', () => {
    expect(() => parseConfig({ EMBEDDING_PROVIDER: 'openai' })).toThrow(/EMBEDDING_OPENAI_URL/);
    expect(parseConfig({ EMBEDDING_PROVIDER: 'openai', EMBEDDING_OPENAI_URL: 'http://127.0.0.1:9/v1', EMBEDDING_MODEL: 'e5' }).embedding.model).toBe('e5');
  });
});

describe('MCP stdio settings', () => {
  it('default to the edge on this machine, without a key', () => {
    expect(parseConfig({}).mcp).toEqual({ serviceUrl: 'http://127.0.0.1:8080', apiKey: undefined, model: undefined });
    expect(parseConfig({ PORT: '9000' }).mcp.serviceUrl).toBe('http://127.0.0.1:9000');
    const c = parseConfig({ MCP_SERVICE_URL: 'https://memory.example.com/', MCP_API_KEY: 'mk_x', MCP_SERVICE_MODEL: 'tablet-1-mini' });
    expect(c.mcp).toEqual({ serviceUrl: 'https://memory.example.com', apiKey: 'mk_x', model: 'tablet-1-mini' });
  });

  it('refuse a URL that is not http(s), and clear-text http beyond this machine', () => {
    expect(() => parseConfig({ MCP_SERVICE_URL: 'ftp://127.0.0.1/' })).toThrow(/MCP_SERVICE_URL/);
    expect(() => parseConfig({ MCP_SERVICE_URL: 'http://memory.example.com' })).toThrow(/MCP_SERVICE_URL: must be https/);
    expect(parseConfig({ MCP_SERVICE_URL: 'http://localhost:8080' }).mcp.serviceUrl).toBe('http://localhost:8080');
  });
});

describe('observability settings', () => {
  it('leave tracing off and /metrics open by default, with the workers on their metrics ports', () => {
    const c = parseConfig({});
    expect(c.telemetry).toEqual({
      metricsToken: undefined,
      workerMetricsPorts: { memory: 4003, marketplace: 4004 },
      tracing: { endpoint: undefined, headers: {}, sampleRatio: 1 },
    });
  });

  it('read the OTLP endpoint, its headers and the sample ratio', () => {
    const c = parseConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/',
      OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20abc, x-team = obs',
      OTEL_TRACES_SAMPLE_RATIO: '0.25',
      METRICS_TOKEN: 'a-metrics-token-0123456789',
    });
    expect(c.telemetry.tracing).toEqual({ endpoint: 'http://127.0.0.1:4318', headers: { authorization: 'Bearer abc', 'x-team': 'obs' }, sampleRatio: 0.25 });
    expect(c.telemetry.metricsToken).toBe('a-metrics-token-0123456789');
  });

  it('refuse what they cannot use', () => {
    for (const [key, value] of [
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317'],
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'not a url'],
      ['OTEL_EXPORTER_OTLP_HEADERS', 'no-equals-sign'],
      ['OTEL_EXPORTER_OTLP_HEADERS', 'a=%zz'],
      ['OTEL_TRACES_SAMPLE_RATIO', '1.5'],
      ['METRICS_TOKEN', 'short'],
      ['MEMORY_WORKER_METRICS_PORT', '70000'],
    ]) {
      expect(() => parseConfig({ [key!]: value }), `${key}=${value}`).toThrow(new RegExp(key!));
    }
  });
});

describe('published secret defaults', () => {
  const secrets = { INTERNAL_TOKEN: 'a-deployment-token-0123', SECRETS_KEY: 'a-deployment-key-0123456', OAUTH_ISSUER: 'https://api.example.com/' };

  it('are accepted when everything runs on this machine, the default', () => {
    const c = parseConfig({ MILVUS_ADDRESS: '127.0.0.1:19530', MEMORY_SUBGRAPH_URL: 'http://localhost:4001/graphql', HOST: '::1' });
    expect(c.http.host).toBe('::1');
    expect(parseConfig({}).http.host).toBe('127.0.0.1');
    expect(parseConfig({}).marketplace.oauthIssuer).toBeUndefined();
    expect(parseConfig({}).marketplace.oauthMaxUnusedClients).toBe(10_000);
    expect(parseConfig({ OAUTH_MAX_UNUSED_CLIENTS: '3' }).marketplace.oauthMaxUnusedClients).toBe(3);
    expect(() => parseConfig({ OAUTH_MAX_UNUSED_CLIENTS: '0' })).toThrow(/OAUTH_MAX_UNUSED_CLIENTS/);
  });

  it('are refused when the edge listens beyond loopback, a part is elsewhere, or in production', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '10.0.0.5' },
      { DATABASE_URL: 'postgresql://postgres@db.internal:5432/mm' },
      { REDIS_URL: 'redis://redis:6379' },
      { MILVUS_ADDRESS: 'milvus:19530' },
      { MARKETPLACE_SUBGRAPH_URL: 'http://marketplace:4002/graphql' },
      { NODE_ENV: 'production' },
    ]) {
      let error: unknown;
      try {
        parseConfig(env);
      } catch (err) {
        error = err;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['INTERNAL_TOKEN', 'OAUTH_ISSUER', 'SECRETS_KEY']);
    }
  });

  it('are not needed once secrets and the issuer are set', () => {
    const c = parseConfig({ HOST: '0.0.0.0', NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379', ...secrets });
    expect(c.subgraphs.internalToken).toBe(secrets.INTERNAL_TOKEN);
    expect(c.marketplace.secretsKey).toBe(secrets.SECRETS_KEY);
    expect(c.marketplace.oauthIssuer).toBe('https://api.example.com');
    expect(() => parseConfig({ HOST: '0.0.0.0', ...secrets, SECRETS_KEY: undefined })).toThrow(/SECRETS_KEY/);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is empty by default: no proxy is trusted', () => {
    expect(parseConfig({}).http.trustedProxies).toEqual([]);
    expect(parseConfig({ TRUSTED_PROXIES: ' ' }).http.trustedProxies).toEqual([]);
  });

  it('takes addresses and CIDR blocks, IPv4 and IPv6, normalised and without repeats', () => {
    const c = parseConfig({ TRUSTED_PROXIES: ' 10.0.0.5, 10.0.0.0/8,fd00::/8, 2001:DB8:0:0::1 ,10.0.0.5, 127.0.0.1/32 ' });
    expect(c.http.trustedProxies).toEqual(['10.0.0.5', '10.0.0.0/8', 'fd00::/8', '2001:db8::1', '127.0.0.1/32']);
  });

  it('refuses anything else, naming each bad entry', () => {
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '::/129', '127.1', '0x7f.0.0.1', '10.0.0.0/255.0.0.0', '10.0.0.0/8/8', 'fe80::1%eth0', '10.0.0.0/', 'loopback']) {
      expect(() => parseConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(ConfigError);
    }
    try {
      parseConfig({ TRUSTED_PROXIES: '10.0.0.1, nope, 10.0.0.0/40' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUSTED_PROXIES: .*nope, 10\.0\.0\.0\/40/);
    }
  });
});

describe('secrets beyond this machine', () => {
  const offLoopback = { HOST: '0.0.0.0', OAUTH_ISSUER: 'https://api.example.com' };
  const strong = { INTERNAL_TOKEN: 'Qm9r7-vLx2Tz8pWc4kHs', SECRETS_KEY: 'n3Vd8qZr1yXb6TfK0wLe5uJa' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      parseConfig({ ...offLoopback, ...strong, ...env });
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('refuse near copies of the published defaults: spaces around, another case, a suffix', () => {
    for (const value of [
      `${DEFAULT_INTERNAL_TOKEN} `,
      ` ${DEFAULT_INTERNAL_TOKEN}`,
      DEFAULT_INTERNAL_TOKEN.toUpperCase(),
      `${DEFAULT_INTERNAL_TOKEN}-2`,
      DEFAULT_SECRETS_KEY,
      'my-own-secret-please-change-me',
      'Prod-Token-CHANGEME-7f3a9',
    ]) {
      expect(problemsOf({ INTERNAL_TOKEN: value }), JSON.stringify(value)).toEqual([expect.stringMatching(/^INTERNAL_TOKEN: (is a published default|still holds a placeholder)/)]);
    }
    expect(problemsOf({ SECRETS_KEY: `\t${DEFAULT_SECRETS_KEY.toUpperCase()}  ` })).toEqual([expect.stringMatching(/^SECRETS_KEY: is a published default/)]);
  });

  it('refuse secrets too short, of too few characters, too regular or a run', () => {
    const cases: Array<[string, RegExp]> = [
      ['   Qm9r7-vLx2T   ', /shorter than 16/],
      ['a'.repeat(16), /fewer than 8 distinct/],
      ['ab'.repeat(20), /fewer than 8 distinct/],
      ['abcdefghabcdefgh', /too regular/],
      ['abcdefghijklmnopq', /run of consecutive/],
    ];
    for (const [value, reason] of cases) {
      expect(weakSecretReason(value), value).toMatch(reason);
      expect(problemsOf({ SECRETS_KEY: value }), value).toEqual([expect.stringMatching(/^SECRETS_KEY: .*openssl rand/)]);
    }
    expect(problemsOf({ METRICS_TOKEN: 'x'.repeat(32) })).toEqual([expect.stringMatching(/^METRICS_TOKEN: has fewer than 8 distinct/)]);
  });

  it('accept random secrets, and anything on the embedded local defaults', () => {
    expect(problemsOf({})).toEqual([]);
    expect(weakSecretReason('f3a91c0b7e2d5468')).toBeUndefined();
    expect(weakSecretReason('Zm9vYmFyYmF6cXV4cXV1eGNvcmdl+/=')).toBeUndefined();
    expect(parseConfig({ INTERNAL_TOKEN: 'a'.repeat(16), SECRETS_KEY: `${DEFAULT_SECRETS_KEY} ` }).subgraphs.internalToken).toBe('a'.repeat(16));
  });

  it('name the published defaults still in use, for the start-up warning', () => {
    expect(publishedDefaultsInUse(parseConfig({}))).toEqual(['INTERNAL_TOKEN', 'SECRETS_KEY']);
    expect(publishedDefaultsInUse(parseConfig({ SECRETS_KEY: strong.SECRETS_KEY }))).toEqual(['INTERNAL_TOKEN']);
    expect(publishedDefaultsInUse(parseConfig(strong))).toEqual([]);
  });
});

describe('Milvus credentials', () => {
  it('take a token, or a user and password as the token Milvus reads', () => {
    expect(parseConfig({}).milvus.token).toBeUndefined();
    expect(parseConfig({ MILVUS_TOKEN: 'api-key' }).milvus.token).toBe('api-key');
    expect(parseConfig({ MILVUS_USER: 'svc', MILVUS_PASSWORD: 'p:w' }).milvus.token).toBe('svc:p:w');
    expect(() => parseConfig({ MILVUS_TOKEN: 'k', MILVUS_USER: 'svc' })).toThrow(/MILVUS_TOKEN: set either/);
    expect(() => parseConfig({ MILVUS_PASSWORD: 'pw' })).toThrow(/MILVUS_USER: required/);
  });
});
