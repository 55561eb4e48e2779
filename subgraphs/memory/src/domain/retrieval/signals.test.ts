import { describe, expect, it } from 'vitest';
import { coverageGate, fuse, zScores } from './fusion.js';
import { neighbourSmoothing, speakerBoost, timeBoost } from './signals.js';
import { namedSpeakers } from './speaker-mentions.js';
import { namedPeriod } from './time-expressions.js';

const utc = (y: number, m: number, d = 1) => Date.UTC(y, m - 1, d);

describe('fusion', () => {
  it('z-scores, and leaves a constant signal at 0', () => {
    expect([...zScores([1, 2, 3])].map((x) => x.toFixed(3))).toEqual(['-1.225', '0.000', '1.225']);
    expect([...zScores([5, 5])]).toEqual([0, 0]);
  });

  it('gates lexical evidence by how much of the query the store knows', () => {
    const w = { gateFull: 0.5, gateMin: 0.2 };
    expect(coverageGate(0.1, w)).toBe(0);
    expect(coverageGate(0.25, w)).toBe(0.5);
    expect(coverageGate(0.9, w)).toBe(1);
  });

  it('lets a strong lexical match overtake a slightly closer vector, and ignores words a cross-lingual query shares with nothing', () => {
    const w = { lexical: 1, window: 0, gateFull: 0.5, gateMin: 0.2 };
    const dense = [0.82, 0.8, 0.5];
    const bm25 = [0, 6, 0];
    expect(Array.from(fuse(dense, bm25, [0, 0, 0], 1, w)).indexOf(Math.max(...fuse(dense, bm25, [0, 0, 0], 1, w)))).toBe(1);
    expect(Array.from(fuse(dense, bm25, [0, 0, 0], 0.1, w)).indexOf(Math.max(...fuse(dense, bm25, [0, 0, 0], 0.1, w)))).toBe(0);
  });

  it("lifts a turn without the query's words by its session's BM25, gated like the other lexical signals", () => {
    const w = { lexical: 1, window: 0, session: 0.5, gateFull: 0.5, gateMin: 0.2 };
    const dense = [0.8, 0.79, 0.5];
    const session = [0, 4, 0];
    const best = (xs: Float64Array) => xs.indexOf(Math.max(...xs));
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 1, w, session))).toBe(1);
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 1, { ...w, session: 0 }, session))).toBe(0);
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 0.1, w, session))).toBe(0);
  });
});

describe('context signals', () => {
  it('lifts a memory by its best neighbour, never lowers it', () => {
    const out = neighbourSmoothing([2, -1, 0.5], [[-1, 1], [0, 2], [1, -1]], { neighbour: 0.5 });
    expect([...out]).toEqual([2, 0, 0.5]);
  });

  it('boosts memories of a named registered speaker and of a named period', () => {
    const scores = new Float64Array([0, 0, 0]);
    speakerBoost(scores, ['Caroline', 'Melanie', null], new Set(['Caroline']), { speaker: 0.5 });
    timeBoost(scores, [utc(2023, 5, 8), utc(2023, 6, 1), utc(2023, 5, 30)], { from: utc(2023, 5), to: utc(2023, 6) - 1 }, { time: 0.3 });
    expect([...scores]).toEqual([0.8, 0, 0.3]);
  });

  it('finds registered speakers the query names, possessives included, and nothing else', () => {
    expect(namedSpeakers("What is Caroline's favourite book?", ['Caroline', 'Melanie', 'me'])).toEqual(new Set(['Caroline']));
    expect(namedSpeakers('What did Carolines do?', ['Caroline'])).toEqual(new Set());
  });

  it('reads months and years in several languages', () => {
    expect(namedPeriod('What did Melanie do in May 2023?')).toEqual({ from: utc(2023, 5), to: utc(2023, 6) - 1 });
    expect(namedPeriod('Was hat Anna im März 2022 gemacht?')).toEqual({ from: utc(2022, 3), to: utc(2022, 4) - 1 });
    expect(namedPeriod('Qu’a fait Anna en 2021 ?')).toEqual({ from: utc(2021, 1), to: utc(2022, 1) - 1 });
    expect(namedPeriod('Что было 5 мая 2020?')).toEqual({ from: utc(2020, 5), to: utc(2020, 6) - 1 });
    expect(namedPeriod('2023年5月に何をしましたか')).toEqual({ from: utc(2023, 5), to: utc(2023, 6) - 1 });
    expect(namedPeriod('What may Caroline like?')).toBeUndefined();
    expect(namedPeriod('Between 2021 and 2023?')).toBeUndefined();
  });
});
