import { describe, expect, it } from 'vitest';
import { fmt, judge, markdownTable, targetTable } from './report.js';
import { runDatabaseUrl } from './harness.js';
import { CORPUS_SIZE, memoryText, queryText } from './corpus.js';

describe('bench report', () => {
  it('judges targets in both directions with the ratio', () => {
    expect(judge({ figure: 12, limit: 15, kind: 'max' })).toEqual({ ratio: 0.8, met: true });
    expect(judge({ figure: 30, limit: 15, kind: 'max' })).toEqual({ ratio: 2, met: false });
    expect(judge({ figure: 0.7, limit: 0.8, kind: 'min' })?.met).toBe(false);
    expect(judge({ figure: undefined, limit: 1, kind: 'min' })).toBeUndefined();
    expect(judge({ figure: NaN, limit: 1, kind: 'min' })).toBeUndefined();
  });

  it('prints tables, and missing figures as not available with the reason', () => {
    expect(markdownTable(['a', 'b'], [[1, 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
    const t = targetTable([
      { name: 'search p50', figure: 30, limit: 15, kind: 'max', unit: 'ms' },
      { name: 'metering', figure: undefined, limit: 0.5, kind: 'max', unit: 'ms', missing: 'metering not built' },
    ]);
    expect(t).toContain('| search p50 | 30.0 ms | <= 15 ms | 2.00 | NO |');
    expect(t).toContain('| metering | n/a (metering not built) | <= 0.5 ms | n/a | n/a |');
    expect(fmt(undefined)).toBe('n/a');
  });

  it('runs in a database of its own next to the configured one', () => {
    expect(runDatabaseUrl('postgresql://postgres@127.0.0.1:5432/memory_marketplace', 'bench')).toBe('postgresql://postgres@127.0.0.1:5432/memory_marketplace_bench');
    expect(runDatabaseUrl('postgresql://postgres@127.0.0.1:5432/x_eval', 'eval')).toBe('postgresql://postgres@127.0.0.1:5432/x_eval');
  });

  it('generates distinct synthetic memories', () => {
    const texts = new Set(Array.from({ length: 20_000 }, (_, i) => memoryText(i)));
    expect(texts.size).toBe(20_000);
    expect(CORPUS_SIZE).toBeGreaterThan(100_000);
    expect(queryText(3)).toMatch(/\?$/);
  });
});
