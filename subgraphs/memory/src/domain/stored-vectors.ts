import os from 'node:os';

// Vectors are kept as float32 in this machine's byte order, which must be little-endian for the
// stored bytes to mean the same everywhere (every platform Node supports today is).
if (os.endianness() !== 'LE') throw new Error('stored vectors need a little-endian machine');

/**
 * A memory's vectors as Postgres keeps them (`memories.vectors`): its own, then one per atom
 * sentence, float32 little-endian, concatenated.
 */
export function packVectors(vectors: readonly Float32Array[]): Uint8Array<ArrayBuffer> {
  const dims = vectors[0]?.length ?? 0;
  const out = new Float32Array(dims * vectors.length);
  vectors.forEach((v, i) => {
    if (v.length !== dims) throw new Error(`vectors of one memory differ in length (${v.length} and ${dims})`);
    out.set(v, i * dims);
  });
  return new Uint8Array(out.buffer);
}

/** The vectors of `packVectors`' bytes, each `dims` long; undefined when the bytes are not such vectors. */
export function unpackVectors(bytes: Uint8Array, dims: number): Float32Array[] | undefined {
  if (!dims || !bytes.byteLength || bytes.byteLength % (4 * dims) !== 0) return undefined;
  // A view needs 4-byte alignment; bytes handed over by a driver may sit anywhere in its buffer.
  // (A copy: a Node Buffer's `slice` is a view at the same offset.)
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
  const all = new Float32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
  return Array.from({ length: all.length / dims }, (_, i) => all.subarray(i * dims, (i + 1) * dims));
}
