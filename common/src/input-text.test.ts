import { describe, expect, it } from 'vitest';
import { badText, findBadInput, MAX_JSON_DEPTH } from './input-text.js';

describe('badText', () => {
  it('refuses NUL and unpaired surrogates, accepts paired ones and other control characters', () => {
    expect(badText('a\u0000b')).toMatch(/NUL/);
    expect(badText('a\ud800b')).toMatch(/surrogate/);
    expect(badText('\udc00')).toMatch(/surrogate/);
    expect(badText('emoji 😀 and tab\t')).toBeUndefined();
  });
});

describe('findBadInput', () => {
  it('names the first bad value or key by its path', () => {
    expect(findBadInput({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ path: 'a.b.1', reason: expect.stringMatching(/NUL/) });
    expect(findBadInput({ a: { ['k\u0000']: 1 } }, 'query')?.path).toBe('query.a.k\ufffd');
    expect(findBadInput({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });

  it('bounds nesting without recursion', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findBadInput({ deep })?.reason).toMatch(/deeper than/);
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = [ok];
    expect(findBadInput(ok)).toBeUndefined();
  });
});
