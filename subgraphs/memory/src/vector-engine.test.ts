import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../common/src/config.js';
import { vectorEngine } from './runtime.js';

describe('MILVUS_READS', () => {
  it('reads Bounded outside a window after this process’s own writes by default, Strong throughout when set', () => {
    const standalone = parseConfig({}).milvus;
    expect(standalone.reads).toBe('session');
    expect(vectorEngine(standalone).consistency?.strongAfterWriteMs).toBeGreaterThan(0);
    expect(vectorEngine(parseConfig({ MILVUS_READS: 'strong' }).milvus).consistency).toEqual({});
    expect(vectorEngine(parseConfig({ MILVUS_ADDRESS: '127.0.0.1:19530', MILVUS_READS: 'strong' }).milvus).consistency).toEqual({});
    expect(() => parseConfig({ MILVUS_READS: 'eventual' })).toThrow(/MILVUS_READS/);
    // `shared` keeps the window; the runtime adds the clock every replica writes to.
    expect(vectorEngine(parseConfig({ MILVUS_READS: 'shared' }).milvus).consistency?.strongAfterWriteMs).toBe(vectorEngine(standalone).consistency?.strongAfterWriteMs);
  });
});
