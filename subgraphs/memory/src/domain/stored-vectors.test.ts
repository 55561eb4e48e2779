import { describe, expect, it } from 'vitest';
import { packVectors, unpackVectors } from './stored-vectors.js';

describe('stored vectors', () => {
  it('packs a memory and its atoms and reads them back, wherever the bytes sit', () => {
    const vectors = [new Float32Array([0.5, -1, 2]), new Float32Array([3, 4, -0.25])];
    const bytes = packVectors(vectors);
    expect(bytes.byteLength).toBe(24);
    expect(unpackVectors(bytes, 3)).toEqual(vectors);
    // At an odd offset of a larger buffer, as a driver may hand them over.
    const shifted = new Uint8Array(bytes.byteLength + 1);
    shifted.set(bytes, 1);
    expect(unpackVectors(shifted.subarray(1), 3)).toEqual(vectors);
    // A Node Buffer at an odd offset (the `pg` driver's bytea): its `slice` is a view, not a copy.
    const buffer = Buffer.alloc(bytes.byteLength + 1);
    buffer.set(bytes, 1);
    expect(unpackVectors(buffer.subarray(1), 3)).toEqual(vectors);
  });

  it('refuses bytes that are not vectors of the asked length, and vectors of mixed length', () => {
    const bytes = packVectors([new Float32Array([1, 2, 3])]);
    expect(unpackVectors(bytes, 4)).toBeUndefined();
    expect(unpackVectors(new Uint8Array(0), 3)).toBeUndefined();
    expect(() => packVectors([new Float32Array(3), new Float32Array(2)])).toThrow(/differ in length/);
  });
});
