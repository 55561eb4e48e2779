import { describe, expect, it } from 'vitest';
import { coverageGate, fuse, zScores } from './fusion.js';
import { neighbourSmoothing, speakerBoost, timeBoost, timeCueBoost } from './signals.js';
import { namedSpeakers, withoutSpeakers } from './speaker-mentions.js';
import { asksWhen, namedPeriod, saysWhen } from './time-expressions.js';

const utc = (y: number, m: number, d = 1) => Date.UTC(y, m - 1, d);

describe('fusion', () => {
  it('z-scores, and leaves a constant signal at 0', () => {
    expect([...zScores([1, 2, 3])].map((x) => x.toFixed(3))).toEqual(['-1.225', '0.000', '1.225']);
    expect([...zScores([5, 5])]).toEqual([0, 0]);
  });

  it('gates lexical evidence by how much of the query the store knows', () => {
    const w = { gateFull: 0.5, gateMin: 0.2 };
    expect(coverageGate(0.1, w)).toBe(0);
    expect(coverageGate(0.25, w)).toBe(0.5);
    expect(coverageGate(0.9, w)).toBe(1);
  });

  it('lets a strong lexical match overtake a slightly closer vector, and ignores words a cross-lingual query shares with nothing', () => {
    const w = { lexical: 1, window: 0, gateFull: 0.5, gateMin: 0.2 };
    const dense = [0.82, 0.8, 0.5];
    const bm25 = [0, 6, 0];
    expect(Array.from(fuse(dense, bm25, [0, 0, 0], 1, w)).indexOf(Math.max(...fuse(dense, bm25, [0, 0, 0], 1, w)))).toBe(1);
    expect(Array.from(fuse(dense, bm25, [0, 0, 0], 0.1, w)).indexOf(Math.max(...fuse(dense, bm25, [0, 0, 0], 0.1, w)))).toBe(0);
  });

  it("lifts a turn without the query's words by its session's BM25, gated like the other lexical signals", () => {
    const w = { lexical: 1, window: 0, session: 0.5, gateFull: 0.5, gateMin: 0.2 };
    const dense = [0.8, 0.79, 0.5];
    const session = [0, 4, 0];
    const best = (xs: Float64Array) => xs.indexOf(Math.max(...xs));
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 1, w, session))).toBe(1);
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 1, { ...w, session: 0 }, session))).toBe(0);
    expect(best(fuse(dense, [0, 0, 0], [0, 0, 0], 0.1, w, session))).toBe(0);
  });
});

describe('context signals', () => {
  it('lifts a memory by its best neighbour, never lowers it', () => {
    const out = neighbourSmoothing([2, -1, 0.5], [[-1, 1], [0, 2], [1, -1]], { neighbour: 0.5 });
    expect([...out]).toEqual([2, 0, 0.5]);
  });

  it('boosts memories of a named registered speaker and of a named period', () => {
    const scores = new Float64Array([0, 0, 0]);
    speakerBoost(scores, ['Caroline', 'Melanie', null], new Set(['Caroline']), { speaker: 0.5 });
    timeBoost(scores, [utc(2023, 5, 8), utc(2023, 6, 1), utc(2023, 5, 30)], { from: utc(2023, 5), to: utc(2023, 6) - 1 }, { time: 0.3 });
    expect([...scores]).toEqual([0.8, 0, 0.3]);
  });

  it('finds registered speakers the query names, possessives included, and nothing else', () => {
    expect(namedSpeakers("What is Caroline's favourite book?", ['Caroline', 'Melanie', 'me'])).toEqual(new Set(['Caroline']));
    expect(namedSpeakers('What did Carolines do?', ['Caroline'])).toEqual(new Set());
  });

  it('takes the named speakers out of a query, possessives and any case included, and keeps the rest', () => {
    expect(withoutSpeakers('What activities does Melanie partake in?', ['Melanie'])).toBe('What activities does partake in?');
    expect(withoutSpeakers("What is caroline's favourite book, Melanie?", ['Caroline', 'Melanie'])).toBe('What is favourite book?');
    expect(withoutSpeakers('Wer ist Zoë’s Schwester?', ['Zoë'])).toBe('Wer ist Schwester?');
    // A name inside another word stays; a query of names only leaves nothing to embed.
    expect(withoutSpeakers('What did Carolines do?', ['Caroline'])).toBe('What did Carolines do?');
    expect(withoutSpeakers('Melanie?', ['Melanie'])).toBe('');
    // Characters special to a pattern are taken as they are.
    expect(withoutSpeakers('Where does J.R. (Jr) live?', ['J.R. (Jr)'])).toBe('Where does live?');
  });

  it('reads months and years in several languages', () => {
    expect(namedPeriod('What did Melanie do in May 2023?')).toEqual({ from: utc(2023, 5), to: utc(2023, 6) - 1 });
    expect(namedPeriod('Was hat Anna im März 2022 gemacht?')).toEqual({ from: utc(2022, 3), to: utc(2022, 4) - 1 });
    expect(namedPeriod('Qu’a fait Anna en 2021 ?')).toEqual({ from: utc(2021, 1), to: utc(2022, 1) - 1 });
    expect(namedPeriod('Что было 5 мая 2020?')).toEqual({ from: utc(2020, 5), to: utc(2020, 6) - 1 });
    expect(namedPeriod('2023年5月に何をしましたか')).toEqual({ from: utc(2023, 5), to: utc(2023, 6) - 1 });
    expect(namedPeriod('What may Caroline like?')).toBeUndefined();
    expect(namedPeriod('Between 2021 and 2023?')).toBeUndefined();
  });

  it('lifts memories that say when, for a question asking when only', () => {
    const scores = new Float64Array([0, 0, 0]);
    timeCueBoost(scores, [true, false, undefined], true, { timeCue: 1.5 });
    expect([...scores]).toEqual([1.5, 0, 0]);
    timeCueBoost(scores, [true, true, true], false, { timeCue: 1.5 });
    timeCueBoost(scores, [true, true, true], true, { timeCue: 0 });
    expect([...scores]).toEqual([1.5, 0, 0]);
  });

  it('knows a question asking when, in several languages', () => {
    for (const q of ['When did Caroline go to the support group?', 'what year did Jon open his studio?', 'Wann war Anna in Paris?', '¿Cuándo fue Ana a Madrid?', 'Quand est-ce que Léa est partie ?', 'Когда Анна была в Москве?', 'How long ago did Mel move?']) {
      expect(asksWhen(q), q).toBe(true);
    }
    for (const q of ['What did Caroline do yesterday?', 'Whenever she paints, what does she use?', 'Where is the studio?']) expect(asksWhen(q), q).toBe(false);
  });

  it('knows a text that says when: a year, a month or weekday, a phrase relative to now in its language', () => {
    for (const [t, lang] of [
      ['Caroline: I went to a LGBTQ support group yesterday.', 'en'],
      ['We met a few weeks ago!', 'en'],
      ['See you next month', 'en'],
      ['It was on Friday, such fun', 'en'],
      ['Back in 2019 I moved here', 'en'],
      ['In March the garden was in bloom', 'en'],
      ['Ich war vor 3 Tagen dort', 'de'],
      ['Je suis allée au musée hier', 'fr'],
      ['Я был там вчера', 'ru'],
    ] as const) {
      expect(saysWhen(t, lang), t).toBe(true);
    }
    for (const [t, lang] of [
      ['I love painting landscapes', 'en'],
      ['The last thing I want is noise', 'en'],
      ['May I ask you something?', 'en'],
      // French "hier" (yesterday) is German "here": a phrase counts in the text's language only.
      ['Hier ist es schön', 'de'],
    ] as const) {
      expect(saysWhen(t, lang), t).toBe(false);
    }
    expect(saysWhen('hier, je suis allé au parc')).toBe(true);
  });
});
