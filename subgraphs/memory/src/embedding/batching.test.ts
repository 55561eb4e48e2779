import { describe, expect, it } from 'vitest';
import { lengthBatches, PAD_FLOOR_CHARS, PAD_RATIO } from './batching.js';

const text = (chars: number, tag = 'x') => tag.repeat(chars);

describe('lengthBatches', () => {
  it('never pads short texts to a long one: a long memory goes apart from its atom sentences', () => {
    const long = text(2300);
    const atoms = Array.from({ length: 36 }, (_, i) => text(50 + (i % 20)));
    const batches = lengthBatches([long, ...atoms], 32);
    const withLong = batches.find((b) => b.includes(0))!;
    expect(withLong).toEqual([0]);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    for (const b of batches) {
      const lengths = b.map((i) => (i === 0 ? long : atoms[i - 1]!).length);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(PAD_RATIO * Math.max(PAD_FLOOR_CHARS, Math.min(...lengths)));
    }
  });

  it('keeps texts of similar length together up to the batch size and the padded budget', () => {
    const texts = Array.from({ length: 70 }, (_, i) => text(100 + (i % 3)));
    const batches = lengthBatches(texts, 32);
    expect(batches.map((b) => b.length)).toEqual([32, 32, 6]);
    // 400 characters a text on average: eight 1,500-character texts fill 32 × 400 = 12,800.
    expect(lengthBatches(Array.from({ length: 20 }, () => text(1500)), 32).map((b) => b.length)).toEqual([8, 8, 4]);
  });

  it('gives every index once, whatever the order of the input', () => {
    const texts = [text(900), text(10), text(300), text(12), text(2000), text(310), text(11)];
    const batches = lengthBatches(texts, 4);
    expect(batches.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(batches).toEqual([[1, 6, 3], [2, 5], [0], [4]]);
  });
});
