import { describe, expect, it } from 'vitest';
import { ANALYSIS_VERSION, ICU_MAJOR, analyzeMemory, lexicalColumns } from './lexical-terms.js';

describe('the analysis version a memory keeps', () => {
  it("holds the analyser's revision and the runtime's ICU major version, within a SMALLINT", () => {
    expect(ICU_MAJOR).toBe(Number(process.versions.icu!.split('.')[0]));
    expect(ANALYSIS_VERSION % 1000).toBe(ICU_MAJOR);
    expect(Math.floor(ANALYSIS_VERSION / 1000)).toBeGreaterThanOrEqual(2);
    expect(ANALYSIS_VERSION).toBeLessThanOrEqual(32767);
  });

  it('is written with the terms', () => {
    expect(lexicalColumns(analyzeMemory('We moored the boat at pier nine.'))).toMatchObject({ lexicalLang: 'en', lexicalVersion: ANALYSIS_VERSION });
  });
});
