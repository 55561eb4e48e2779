import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf, parseIdempotencyKey } from './idempotency.js';

describe('idempotency keys', () => {
  it('accepts 1 to 128 characters from the allowed set and nothing else', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey('A-z0.9_:-')).toBe('A-z0.9_:-');
    expect(parseIdempotencyKey('x'.repeat(128))).toHaveLength(128);
    for (const bad of ['', 'x'.repeat(129), 'a b', 'a/b', 'é', 'a\n']) expect(() => parseIdempotencyKey(bad)).toThrow(/Idempotency-Key/);
  });

  it('fingerprints equal requests equally whatever the key order, and different ones differently', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(fingerprintOf(['POST', { a: 1, b: 2 }])).toBe(fingerprintOf(['POST', { b: 2, a: 1 }]));
    expect(fingerprintOf(['POST', { a: 1 }])).not.toBe(fingerprintOf(['POST', { a: 2 }]));
    expect(fingerprintOf(['POST', { a: 1 }])).not.toBe(fingerprintOf(['POST', { a: '1' }]));
  });
});
