import { describe, expect, it } from 'vitest';
import { analyze, words } from './analyzer.js';
import { detectLanguage, languageOf } from './language.js';

describe('lexical analyser', () => {
  it('stems, drops stop words and keeps numbers, per language', () => {
    expect(analyze('When did Caroline go to the support groups?', 'en')).toEqual(['when', 'carolin', 'go', 'support', 'group']);
    expect(analyze('Invoice 1,002 was paid in 2023', 'en')).toEqual(['invoic', '1002', 'paid', '2023']);
    expect(analyze('Mein Hund heißt Bruno und liebt den Strand', 'de')).toEqual(['hund', 'heisst', 'bruno', 'liebt', 'strand']);
    expect(analyze("Caroline's painting", 'en')).toEqual(['carolin', 'paint']);
    expect(analyze("Je suis allé à l'école", 'fr')).toEqual(['allé', 'écol']);
  });

  it('segments Chinese and Japanese into words', () => {
    expect(words('我的狗叫什么名字', 'zh').length).toBeGreaterThan(2);
    expect(analyze('東京は日本の首都です', 'ja')).toEqual(expect.arrayContaining(['東京', '日本', '首都']));
  });

  it('detects the language of a sentence and falls back for short texts', () => {
    expect(detectLanguage('Kiedy Karolina poszła do grupy wsparcia?')).toEqual({ lang: 'pl', reliable: true });
    expect(detectLanguage('Bruno').reliable).toBe(false);
    expect(languageOf('Bruno', 'de')).toBe('de');
    expect(languageOf('Wo ist mein Reisepass geblieben?', 'en')).toBe('de');
  });
});
