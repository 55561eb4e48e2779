import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CENTROIDS_FILE, LanguageShifts, SHIFT_LANGUAGES, centroid, encodeCentroids, parallelPhrases } from './language-shift.js';

const unit = (xs: number[]) => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / n);
};
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('parallel phrases', () => {
  it('name the same things in every language, in that language', () => {
    const en = parallelPhrases('en')!;
    const ja = parallelPhrases('ja')!;
    const de = parallelPhrases('de')!;
    expect(en.length).toBeGreaterThan(150);
    for (const lang of SHIFT_LANGUAGES) expect(parallelPhrases(lang)?.length ?? en.length).toBe(en.length);
    expect(en).toContain('Japan');
    expect(ja).toContain('日本');
    expect(de).toContain('Deutschland');
    // Mostly different words: a language whose names fell back to English would shift nothing.
    expect(ja.filter((p, i) => p !== en[i]).length).toBeGreaterThan(0.9 * en.length);
  });
});

describe('language shifts', () => {
  const ja = unit([1, 0, 0, 0.5]);
  const en = unit([0, 1, 0, 0.5]);
  const shifts = new LanguageShifts(new Map([['ja', ja], ['en', en]]), 0.75);
  const query = unit([0.6, 0.2, 0.7, 0.3]);

  it('moves a query away from its language and towards the store’s, to unit length', () => {
    const moved = shifts.shifted(query, 'ja', 'en', 1)!;
    expect(Math.hypot(...moved)).toBeCloseTo(1, 6);
    const direction = ja.map((x, i) => x - en[i]!);
    expect(dot(moved, direction)).toBeLessThan(dot(query, direction));
    // Exactly the query minus 0.75 × the difference, scaled.
    const expected = unit(Array.from(query, (x, i) => x - 0.75 * direction[i]!));
    for (let i = 0; i < 4; i++) expect(moved[i]).toBeCloseTo(expected[i]!, 6);
  });

  it('scales with the share of the store in its main language', () => {
    const half = shifts.shifted(query, 'ja', 'en', 0.5)!;
    const expected = unit(Array.from(query, (x, i) => x - 0.375 * (ja[i]! - en[i]!)));
    for (let i = 0; i < 4; i++) expect(half[i]).toBeCloseTo(expected[i]!, 6);
    expect(shifts.shifted(query, 'ja', 'en', 0)).toBeUndefined();
  });

  it('leaves a query alone in its own language, or where a language has no centroid', () => {
    expect(shifts.shifted(query, 'en', 'en', 1)).toBeUndefined();
    expect(shifts.shifted(query, 'ko', 'en', 1)).toBeUndefined();
    expect(shifts.shifted(query, 'ja', 'ko', 1)).toBeUndefined();
    expect(shifts.shifted(unit([1, 2]), 'ja', 'en', 1)).toBeUndefined();
  });

  it('averages vectors into a centroid', () => {
    expect(Array.from(centroid([Float32Array.of(1, 0), Float32Array.of(0, 1)], 2))).toEqual([0.5, 0.5]);
  });
});

describe('centroids beside the model', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const write = (header: { modelId: string; queryPrefix: string; dimensions: number }) => {
    dir = mkdtempSync(path.join(tmpdir(), 'centroids-'));
    writeFileSync(path.join(dir, CENTROIDS_FILE), JSON.stringify(encodeCentroids(header, new Map([['ja', Float32Array.of(1, 0)], ['en', Float32Array.of(0, 1)]]))));
    return dir;
  };

  it('are read back for the same model, prefix and size', () => {
    const model = write({ modelId: 'm', queryPrefix: 'query: ', dimensions: 2 });
    const shifts = LanguageShifts.load({ model, queryPrefix: 'query: ', dimensions: 2 }, 'm')!;
    expect(shifts.languages).toBe(2);
    const moved = shifts.shifted(Float32Array.of(1, 0), 'ja', 'en', 1)!;
    expect(moved[1]).toBeGreaterThan(0);
  });

  it('are ignored when missing or computed for another set-up', () => {
    const model = write({ modelId: 'm', queryPrefix: 'query: ', dimensions: 2 });
    expect(LanguageShifts.load({ model, queryPrefix: 'query: ', dimensions: 2 }, 'other')).toBeUndefined();
    expect(LanguageShifts.load({ model, queryPrefix: '', dimensions: 2 }, 'm')).toBeUndefined();
    expect(LanguageShifts.load({ model, queryPrefix: 'query: ', dimensions: 3 }, 'm')).toBeUndefined();
    expect(LanguageShifts.load({ model: path.join(model, 'missing'), queryPrefix: 'query: ', dimensions: 2 }, 'm')).toBeUndefined();
  });
});
