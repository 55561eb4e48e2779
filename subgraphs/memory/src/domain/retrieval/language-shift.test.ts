import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CENTROIDS_FILE, LanguageShifts, SHIFT_LANGUAGES, bothForms, centroid, encodeCentroids, parallelPhrases, type CentroidSetup } from './language-shift.js';

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

  it('applies between two different languages that both have centroids', () => {
    expect(shifts.applies('ja', 'en')).toBe(true);
    expect(shifts.applies('en', 'en')).toBe(false);
    expect(shifts.applies('ko', 'en')).toBe(false);
    expect(shifts.applies('ja', 'ko')).toBe(false);
  });

  it('averages a query’s two forms to unit length', () => {
    const q = unit([1, 0, 0]);
    const p = unit([0, 1, 0]);
    const both = bothForms(q, p);
    expect(Math.hypot(...both)).toBeCloseTo(1, 6);
    expect(Array.from(both)).toEqual([Math.SQRT1_2, Math.SQRT1_2, 0].map((x) => Math.fround(x)));
    // The same form twice is that form.
    const same = bothForms(q, q);
    for (let i = 0; i < 3; i++) expect(same[i]).toBeCloseTo(q[i]!, 6);
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
  const write = (header: CentroidSetup) => {
    dir = mkdtempSync(path.join(tmpdir(), 'centroids-'));
    writeFileSync(path.join(dir, CENTROIDS_FILE), JSON.stringify(encodeCentroids(header, new Map([['ja', Float32Array.of(1, 0)], ['en', Float32Array.of(0, 1)]]))));
    return dir;
  };

  const setup = { queryPrefix: 'query: ', passagePrefix: 'passage: ', dimensions: 2 };

  it('are read back for the same model, prefixes and size', () => {
    const model = write({ modelId: 'm', ...setup });
    const shifts = LanguageShifts.load({ model, ...setup }, 'm')!;
    expect(shifts.languages).toBe(2);
    const moved = shifts.shifted(Float32Array.of(1, 0), 'ja', 'en', 1)!;
    expect(moved[1]).toBeGreaterThan(0);
  });

  it('are ignored when missing or computed for another set-up', () => {
    const model = write({ modelId: 'm', ...setup });
    expect(LanguageShifts.load({ model, ...setup }, 'other')).toBeUndefined();
    expect(LanguageShifts.load({ model, ...setup, queryPrefix: '' }, 'm')).toBeUndefined();
    expect(LanguageShifts.load({ model, ...setup, passagePrefix: '' }, 'm')).toBeUndefined();
    expect(LanguageShifts.load({ model, ...setup, dimensions: 3 }, 'm')).toBeUndefined();
    expect(LanguageShifts.load({ model: path.join(model, 'missing'), ...setup }, 'm')).toBeUndefined();
  });

  it('of an earlier layout (query form only, no passage prefix) are ignored', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'centroids-'));
    const { passagePrefix: _, ...older } = encodeCentroids({ modelId: 'm', ...setup }, new Map([['en', Float32Array.of(0, 1)]]));
    writeFileSync(path.join(dir, CENTROIDS_FILE), JSON.stringify(older));
    expect(LanguageShifts.load({ model: dir, ...setup }, 'm')).toBeUndefined();
  });
});
