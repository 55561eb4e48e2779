import { describe, expect, it } from 'vitest';
import { effectiveImportance, IMPORTANCE, reinforced } from './importance.js';

const DAY = 86_400_000;

describe('learned importance', () => {
  it('reinforces towards 1 and decays towards 0.5 with a 30-day half-life', () => {
    const now = Date.now();
    const at = new Date(now);
    expect(reinforced(0.5, at, now)).toBeCloseTo(0.5 + IMPORTANCE.reinforce * 0.5);
    expect(effectiveImportance(0.9, new Date(now - 30 * DAY), now)).toBeCloseTo(0.7);
    expect(effectiveImportance(0.9, new Date(now - 60 * DAY), now)).toBeCloseTo(0.6);
    expect(effectiveImportance(0.5, new Date(now - 365 * DAY), now)).toBe(0.5);
    let i = 0.5;
    for (let k = 0; k < 50; k++) i = reinforced(i, at, now);
    expect(i).toBeLessThan(1);
    expect(i).toBeGreaterThan(0.99);
  });
});
