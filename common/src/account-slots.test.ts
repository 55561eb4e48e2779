import { describe, expect, it } from 'vitest';
import { AccountSlots } from './account-slots.js';

const never = async () => false;

describe('AccountSlots', () => {
  it('lets an account run up to its limit at once, and other accounts beside it', async () => {
    const slots = new AccountSlots(2);
    expect(await slots.acquire('a', never)).toBe(true);
    expect(await slots.acquire('a', never)).toBe(true);
    expect(await slots.acquire('b', never)).toBe(true);
    expect(slots.count('a')).toBe(2);
    expect(slots.count('b')).toBe(1);
  });

  it('keeps a job over the limit waiting until one of its account ends, then gives it that slot', async () => {
    const slots = new AccountSlots(1);
    await slots.acquire('a', never);
    let took = false;
    const waiting = slots.acquire('a', never, 10_000).then((v) => (took = v));
    await new Promise((r) => setTimeout(r, 20));
    expect(took).toBe(false);
    slots.release('a');
    expect(await waiting).toBe(true);
    expect(slots.count('a')).toBe(1);
  });

  it('answers false once giving up is right (another account is next), without taking a slot', async () => {
    const slots = new AccountSlots(1);
    await slots.acquire('a', never);
    let otherIsNext = false;
    const waiting = slots.acquire('a', async () => otherIsNext, 5);
    await new Promise((r) => setTimeout(r, 20));
    otherIsNext = true;
    expect(await waiting).toBe(false);
    expect(slots.count('a')).toBe(1);
  });

  it('gives one freed slot to one waiter only', async () => {
    const slots = new AccountSlots(1);
    await slots.acquire('a', never);
    const results: boolean[] = [];
    let stop = false;
    const waiters = [0, 1, 2].map(() => slots.acquire('a', async () => stop, 5).then((v) => results.push(v)));
    slots.release('a');
    await new Promise((r) => setTimeout(r, 30));
    stop = true;
    await Promise.all(waiters);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.filter((v) => !v)).toHaveLength(2);
    expect(slots.count('a')).toBe(1);
  });
});
