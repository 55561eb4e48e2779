import { describe, expect, it } from 'vitest';
import { ATOM_MIN_CONTENT_CHARS, chunkText, decompose, derivedId, sentences } from './atoms.js';

describe('atoms', () => {
  it('leaves short content whole and splits long content into sentences', () => {
    expect(decompose('One short sentence. And another one.')).toEqual([]);
    const long = 'The first sentence talks about the garden and its flowers. '.repeat(4) + 'Dr. Smith came by on Tuesday to check the roof.';
    expect(long.length).toBeGreaterThan(ATOM_MIN_CONTENT_CHARS);
    const atoms = decompose(long);
    expect(atoms).toHaveLength(5);
    expect(atoms.at(-1)).toContain('Dr. Smith came by');
  });

  it('joins fragments to their neighbour', () => {
    expect(sentences('Yes. I will bring the cake to the party on Saturday.')).toEqual(['Yes. I will bring the cake to the party on Saturday.']);
  });

  it('derives stable uuid-shaped ids', () => {
    const a = derivedId('6f1c1f5e-0000-4000-8000-000000000000', 'atom', 3);
    expect(a).toBe(derivedId('6f1c1f5e-0000-4000-8000-000000000000', 'atom', 3));
    expect(a).not.toBe(derivedId('6f1c1f5e-0000-4000-8000-000000000000', 'atom', 4));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('chunks a blob at sentence and paragraph boundaries within the size', () => {
    const para = 'This sentence is part of a long paragraph about the history of the village. '.repeat(30);
    const chunks = chunkText(`${para}\n\n${para}\n\nA short closing note.`, 1000);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(1000);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(`${para}${para}A short closing note.`.replace(/\s+/g, ' ').trim());
    expect(chunkText('x'.repeat(2500), 1000).map((c) => c.length)).toEqual([1000, 1000, 500]);
  });
});
