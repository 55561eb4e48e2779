import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

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
