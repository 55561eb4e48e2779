import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../subgraphs/memory/src/domain/retrieval/language.js';
import { FOREIGN_QUERIES, foreignQueryText } from './corpus.js';

describe('foreign questions of the bench', () => {
  it('are each detected reliably in a language other than the corpus’s English (the cross-lingual path starts there)', () => {
    for (const q of FOREIGN_QUERIES) {
      const d = detectLanguage(q);
      expect(d.reliable, q).toBe(true);
      expect(d.lang, q).not.toBe('en');
    }
    expect(new Set(FOREIGN_QUERIES.map((q) => detectLanguage(q).lang)).size).toBeGreaterThanOrEqual(10);
  });

  it('cycle through the list', () => {
    expect(foreignQueryText(0)).toBe(FOREIGN_QUERIES[0]);
    expect(foreignQueryText(FOREIGN_QUERIES.length + 1)).toBe(FOREIGN_QUERIES[1]);
  });
});
