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

  it('trusts a short sentence in a syllabic script as much as an alphabetic one of the same meaning', () => {
    // Ten characters, fewer than the twelve letters asked of an alphabetic text.
    expect(detectLanguage('一个男人正在切黄瓜。')).toEqual({ lang: 'zh', reliable: true });
    expect(detectLanguage('男がギターを弾いている。')).toEqual({ lang: 'ja', reliable: true });
    expect(languageOf('一个男人正在切黄瓜。', 'en')).toBe('zh');
    // Two characters are still too few to judge.
    expect(detectLanguage('猫咪').reliable).toBe(false);
  });
});
