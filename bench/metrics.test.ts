import { describe, expect, it } from 'vitest';
import {
  evidenceShare,
  foundIds,
  parseSessionDate,
  rankOf,
  recallAtK,
  scoreByCategory,
  similarPairs,
  turnContent,
  worstFraction,
} from './metrics.js';

describe('LoCoMo scoring', () => {
  it('reads session times as UTC dates', () => {
    expect(parseSessionDate('1:56 pm on 8 May, 2023').toISOString()).toBe('2023-05-08T13:56:00.000Z');
    expect(parseSessionDate('12:09 am on 13 September, 2023').toISOString()).toBe('2023-09-13T00:09:00.000Z');
    expect(parseSessionDate('12:30 pm on 1 January, 2024').toISOString()).toBe('2024-01-01T12:30:00.000Z');
    expect(() => parseSessionDate('yesterday')).toThrow(/unrecognised/);
  });

  it('keeps the speaker in the memory text', () => {
    expect(turnContent({ speaker: 'Caroline', text: 'I went to a support group.' })).toBe('Caroline: I went to a support group.');
    const shares = { speaker: 'Melanie', text: 'Take a look at this.', blip_caption: 'a photo of a painting of a sunset' };
    expect(turnContent(shares)).toBe('Melanie: Take a look at this.');
    expect(turnContent(shares, true)).toBe('Melanie: Take a look at this. [shares a photo of a painting of a sunset]');
    expect(turnContent({ speaker: 'Caroline', text: 'Hi!' }, true)).toBe('Caroline: Hi!');
  });

  it('counts the share of evidence found, through memories that hold several turns', () => {
    const turnsOf = new Map([
      ['m1', ['D1:1']],
      ['m2', ['D1:2', 'D3:4']],
      ['m3', ['D2:7']],
    ]);
    expect(foundIds(['m2', 'm3', 'm1'], turnsOf, 1)).toEqual(['D1:2', 'D3:4']);
    expect(evidenceShare(['D3:4', 'D1:1'], foundIds(['m2', 'm3', 'm1'], turnsOf, 2))).toBe(0.5);
    expect(evidenceShare(['D3:4', 'D1:1'], foundIds(['m2', 'm3', 'm1'], turnsOf))).toBe(1);
    expect(evidenceShare([], ['D1:1'])).toBeUndefined();
    expect(foundIds(['unknown'], turnsOf)).toEqual([]);
  });

  it('averages per category, over 1-4, and keeps category 5 apart', () => {
    const s = scoreByCategory([
      { category: 1, top5: 0, top10: 1, slice: 1 },
      { category: 1, top5: 1, top10: 1, slice: 0 },
      { category: 4, top5: 0.5, top10: 0.5 },
      { category: 5, top5: 1, top10: 1 },
    ]);
    expect(s.categories.map((c) => [c.category, c.questions, c.top5, c.top10])).toEqual([
      ['1', 2, 0.5, 1],
      ['4', 1, 0.5, 0.5],
    ]);
    expect(s.categories[0]!.slice).toBe(0.5);
    expect(s.categories[1]!.slice).toBeUndefined();
    expect(s.overall).toMatchObject({ questions: 3, top5: 0.5, top10: 2.5 / 3, slice: 0.5 });
    expect(s.adversarial).toMatchObject({ questions: 1, top5: 1 });
  });
});

describe('parity scoring', () => {
  it('ranks and recall at k', () => {
    expect(rankOf(new Set(['b']), ['a', 'b', 'c'])).toBe(1);
    expect(rankOf(new Set(['z']), ['a'])).toBe(-1);
    expect(recallAtK([0, 1, 4, 5, -1], 1)).toBe(0.2);
    expect(recallAtK([0, 1, 4, 5, -1], 5)).toBe(0.6);
    expect(recallAtK([], 5)).toBeNaN();
  });

  it('selects pairs by score and names the worst entry as a fraction of the reference', () => {
    const rows = [4, 3.9, 5, 4.2].map((score) => ({ sentence1: 'a', sentence2: 'b', score }));
    expect(similarPairs(rows)).toEqual([0, 2, 3]);
    expect(worstFraction([{ name: 'de', recallAt5: 0.9 }, { name: 'ja', recallAt5: 0.8 }], 1)).toEqual({ name: 'ja', fraction: 0.8 });
    expect(worstFraction([], 1)).toBeUndefined();
    expect(worstFraction([{ name: 'de', recallAt5: 0.9 }], 0)).toBeUndefined();
  });
});
