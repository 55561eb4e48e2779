import { describe, expect, it, vi } from 'vitest';
import { LanguageShifts, bothForms } from '../../subgraphs/memory/src/domain/retrieval/language-shift.js';
import { cosine } from '../../subgraphs/memory/src/storage/recent-writes.js';
import { restSuite, storeAll as storeAllIn } from '../testkit/transports.js';

// Retrieval across languages through the real service: REST store and search, the real model.
// Each query must find its memory among the first three, with distractors in several languages.
const rest = restSuite();

const storeAll = (contents: string[]) => storeAllIn(rest.client, 'xl', contents);

async function rankOf(userId: string, query: string, id: string): Promise<number> {
  const res = await rest.client.search({ user_id: userId, query, max_results: 10 });
  if (!res.ok) throw new Error(`search failed: ${res.message}`);
  return (res.data.memories as Array<{ id: string }>).findIndex((m) => m.id === id);
}

const distractors = [
  'The quarterly sales report is due on Friday.',
  'Die Heizung im Keller macht seit Montag komische Geräusche.',
  '来週の会議は大阪の支社で行われます。',
  'В субботу мы ходили в театр на новую постановку.',
  'I need to renew my car insurance before the end of the month.',
  'Meine Schwester studiert Architektur in Wien.',
  '昨日はスーパーで野菜を安く買えた。',
  'Мой сосед каждое утро бегает в парке.',
];

describe('cross-lingual retrieval through REST', () => {
  it('finds German, Japanese and Russian memories with English queries', async () => {
    const cases = [
      { memory: 'Mein Hund heißt Bruno und liebt es, am Strand zu rennen.', query: 'What is the name of my dog?' },
      { memory: 'Ich bin allergisch gegen Erdnüsse und trage immer ein Notfallset bei mir.', query: 'Which food am I allergic to?' },
      { memory: '私の猫の名前はミケで、毎日窓辺で昼寝をしています。', query: 'Where does my cat take naps?' },
      { memory: '妹は来年の春に京都で結婚式を挙げる予定です。', query: 'When is my sister getting married?' },
      { memory: 'Мой брат работает хирургом в больнице в Казани.', query: 'What does my brother do for a living?' },
      { memory: 'Мы планируем отпуск на Байкале в августе.', query: 'Where are we going on holiday in August?' },
    ];
    const { userId, ids } = await storeAll([...cases.map((c) => c.memory), ...distractors]);
    for (const [i, c] of cases.entries()) {
      const rank = await rankOf(userId, c.query, ids[i]!);
      expect(rank, `${c.query} -> ${c.memory}`).toBeGreaterThanOrEqual(0);
      expect(rank, `${c.query} -> ${c.memory}`).toBeLessThan(3);
    }
  });

  it('finds English memories with German, Japanese and Russian queries', async () => {
    const cases = [
      { memory: 'My daughter started playing the violin at the music school last autumn.', query: 'Welches Instrument spielt meine Tochter?' },
      { memory: 'I moved to Lisbon in 2019 because of a job offer at a bank.', query: 'Warum bin ich nach Lissabon gezogen?' },
      { memory: 'My grandfather grows tomatoes and cucumbers in his garden.', query: '祖父は庭で何を育てていますか？' },
      { memory: 'The dentist appointment was moved to next Thursday morning.', query: '歯医者の予約はいつですか？' },
      { memory: 'My best friend Olga is learning to fly small planes.', query: 'Чему учится моя лучшая подруга?' },
      { memory: 'We bought a red bicycle for our son’s birthday.', query: 'Что мы подарили сыну на день рождения?' },
    ];
    const { userId, ids } = await storeAll([...cases.map((c) => c.memory), ...distractors]);
    for (const [i, c] of cases.entries()) {
      const rank = await rankOf(userId, c.query, ids[i]!);
      expect(rank, `${c.query} -> ${c.memory}`).toBeGreaterThanOrEqual(0);
      expect(rank, `${c.query} -> ${c.memory}`).toBeLessThan(3);
    }
  });

  it('ranks a query in a language the store does not use in both forms, moved towards the store’s, and answers with the raw cosine', async () => {
    const { embedder, crossLingual } = rest.svc.service.memoryRuntime!.deps;
    const languageShifts = crossLingual?.shifts;
    // The centroids `npm run setup` wrote beside the model are loaded.
    expect(languageShifts?.languages).toBeGreaterThan(50);
    const memories = [
      'My grandfather grows tomatoes and cucumbers in his garden.',
      'The dentist appointment was moved to next Thursday morning.',
      'We bought a red bicycle for our son’s birthday last week.',
      'My best friend Olga is learning to fly small planes.',
    ];
    const query = '祖父は庭で何を育てていますか？';
    const { userId, ids } = await storeAll(memories);
    // The search asks for the query in both forms moved from Japanese towards the store's English, and gets it.
    const calls: Array<{ vector: Float32Array; from: string; to: string; share: number; moved: boolean }> = [];
    const original = LanguageShifts.prototype.shifted;
    const shifted = vi.spyOn(LanguageShifts.prototype, 'shifted').mockImplementation(function (this: LanguageShifts, vector, from, to, share) {
      const moved = original.call(this, vector, from, to, share);
      calls.push({ vector, from, to, share, moved: moved instanceof Float32Array });
      return moved;
    });
    const res = await rest.client.search({ user_id: userId, query, max_results: 10 }).finally(() => shifted.mockRestore());
    if (!res.ok) throw new Error(`search failed: ${res.message}`);
    expect(calls.map(({ vector: _, ...call }) => call)).toEqual([{ from: 'ja', to: 'en', share: 1, moved: true }]);
    const [q] = await embedder.embedQueries([query]);
    const [p] = await embedder.embedPassages([query]);
    // Both forms: the query embedded as a query and as a passage, averaged.
    expect(cosine(calls[0]!.vector, bothForms(q!, p!))).toBeCloseTo(1, 4);
    expect(cosine(q!, p!)).toBeLessThan(0.999);
    const found = res.data.memories as Array<{ id: string; similarity: number }>;
    expect(found[0]?.id).toBe(ids[0]);
    expect(found.map((m) => m.id).sort()).toEqual([...ids].sort());
    // Ranked by the moved vector, each result still reports its cosine with the query as embedded.
    const passages = await embedder.embedPassages(memories);
    for (const m of found) expect(m.similarity, m.id).toBeCloseTo(cosine(q!, passages[ids.indexOf(m.id)]!), 3);
  });
});
