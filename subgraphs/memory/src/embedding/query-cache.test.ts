import { describe, expect, it } from 'vitest';
import { QueryVectorCache } from './query-cache.js';

/** An embedder that records what it was asked: each text's vector is its length. */
function counting() {
  const calls: Array<{ texts: string[]; account: string | undefined }> = [];
  const embed = async (texts: string[], account: string | undefined) => {
    calls.push({ texts, account });
    await new Promise((r) => setTimeout(r, 5));
    return texts.map((t) => Float32Array.of(t.length));
  };
  return { calls, cache: new QueryVectorCache(embed) };
}

describe('QueryVectorCache', () => {
  it('embeds a query its account asked before only once, and the same query asked at once only once', async () => {
    const { calls, cache } = counting();
    const [a, b] = await Promise.all([cache.get(['where is my dog?'], 'acct-1'), cache.get(['where is my dog?'], 'acct-1')]);
    expect(a[0]![0]).toBe(16);
    expect(b[0]![0]).toBe(16);
    await cache.get(['where is my dog?', 'and my cat?'], 'acct-1');
    expect(calls).toEqual([
      { texts: ['where is my dog?'], account: 'acct-1' },
      { texts: ['and my cat?'], account: 'acct-1' },
    ]);
  });

  it('keeps accounts apart: another account’s query is embedded for it', async () => {
    const { calls, cache } = counting();
    await cache.get(['where is my dog?'], 'acct-1');
    await cache.get(['where is my dog?'], 'acct-2');
    expect(calls.map((c) => c.account)).toEqual(['acct-1', 'acct-2']);
  });

  it('gives each caller its own copy of a vector', async () => {
    const { cache } = counting();
    const [first] = await cache.get(['abc'], 'a');
    first![0] = 99;
    const [again] = await cache.get(['abc'], 'a');
    expect(again![0]).toBe(3);
  });

  it('does not keep a failure: the next ask embeds again', async () => {
    let fail = true;
    const cache = new QueryVectorCache(async (texts) => {
      if (fail) throw new Error('model down');
      return texts.map(() => Float32Array.of(1));
    });
    await expect(cache.get(['q'], 'a')).rejects.toThrow('model down');
    fail = false;
    expect((await cache.get(['q'], 'a'))[0]![0]).toBe(1);
  });
});
