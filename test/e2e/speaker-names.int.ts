import { describe, expect, it } from 'vitest';
import { restSuite } from '../testkit/transports.js';
import { suffix } from '../testkit/service.js';

// A query naming a registered speaker, through the real service (REST, the real model): the speaker
// boost says whose memories count; the dense side searches with the names taken out as well, so the
// turns that only address that speaker by name (small talk, reactions) do not outrank what was asked.
const rest = restSuite();

const dialogue: Array<[string, string]> = [
  ['Caroline', 'Hey Melanie! How have you been lately, Melanie?'],
  ['Melanie', "Hi Caroline! It's so good to hear from you, Caroline."],
  ['Caroline', 'I just started volunteering at the youth centre on Saturdays.'],
  ['Melanie', "Wow, Caroline, that's amazing! You really care about helping others."],
  ['Melanie', 'Last weekend I took my kids camping in the mountains and we hiked all day.'],
  ['Caroline', 'That sounds wonderful, Melanie! I love that for you.'],
  ['Melanie', "Thanks! I'm so proud of you too, Caroline."],
  ['Melanie', 'I finally finished the pottery bowl I was making in my class.'],
  ['Caroline', 'Melanie, you always inspire me. Talk soon, Melanie!'],
  ['Melanie', 'You too, Caroline! Take care.'],
];

describe('a query naming a speaker', () => {
  it("ranks that speaker's activities above the turns that only greet or praise by name", async () => {
    const userId = `speaker-names-${suffix()}`;
    expect((await rest.client.createStore(userId)).ok).toBe(true);
    for (const name of ['Caroline', 'Melanie']) expect((await rest.client.registerSpeaker({ user_id: userId, name })).ok).toBe(true);
    const ids: string[] = [];
    for (const [speaker, text] of dialogue) {
      // One session: the lines dated to one moment, each tagged with its speaker, the name in the text.
      const res = await rest.client.store({ user_id: userId, content: `${speaker}: ${text}`, metadata: { speaker, event_date: '2026-11-01T10:00:00Z' } });
      if (!res.ok) throw new Error(`store failed: ${res.message}`);
      ids.push(String(res.data.id));
    }
    const res = await rest.client.search({ user_id: userId, query: 'What activities does Melanie partake in?', max_results: 3 });
    if (!res.ok) throw new Error(`search failed: ${res.message}`);
    const found = (res.data.memories as Array<{ id: string; content: string }>).map((m) => m.id);
    // The camping trip and the pottery class among the first three, one of them first. Searched with
    // the names in (as before), Caroline's greeting "Hey Melanie! ... Melanie?" came first and the
    // pottery class fourth.
    const [camping, pottery] = [ids[4]!, ids[7]!];
    expect(found).toHaveLength(3);
    expect([camping, pottery]).toContain(found[0]);
    expect(found).toEqual(expect.arrayContaining([camping, pottery]));
  });
});
