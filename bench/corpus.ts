// Synthetic but varied memories for store-size workloads: every index gives a different sentence
// (mixed-radix over people, activities, places and times), so a store of 100,000 has no duplicates.
const people = ['My sister Anna', 'Our neighbour Tom', 'My manager Priya', 'Grandpa Josef', 'My friend Kenji', 'Dr. Alvarez', 'My cousin Lea', 'The landlord', 'My son Max', 'Aunt Maria', 'Coach Brenda', 'My colleague Omar', 'The plumber', 'My daughter Sofia', 'Uncle Ivan', 'My partner Sam', 'Professor Lind', 'The vet', 'My roommate Jules', 'Our babysitter Nina'];
const activities = ['went hiking', 'started learning Spanish', 'booked a flight', 'adopted a kitten', 'fixed the leaking tap', 'ran a half marathon', 'changed jobs', 'bought a used bicycle', 'planted tomatoes', 'had knee surgery', 'painted the hallway blue', 'lost their wallet', 'baked sourdough bread', 'joined a choir', 'sold the old car', 'signed up for yoga', 'moved into a new flat', 'started a podcast', 'visited the dentist', 'organised a charity dinner', 'broke a wrist skiing', 'got a promotion', 'took up pottery', 'renewed their passport', 'went to a jazz concert', 'cooked a Thai curry', 'repaired the roof', 'won a chess tournament', 'began therapy', 'opened a savings account'];
const places = ['in Lisbon', 'at the lake house', 'near the old harbour', 'in the city centre', 'at the community hall', 'in Kyoto', 'at the office', 'in the mountains', 'at home', 'in Berlin', 'at the gym', 'by the river', 'in a small village in Wales', 'at the university', 'in Toronto'];
const times = ['last Monday', 'in early spring', 'two weeks ago', 'over the holidays', 'on a rainy Saturday', 'last summer', 'yesterday evening', 'in March', 'during the long weekend', 'three years ago', 'this morning', 'in late autumn'];
const feelings = ['and loved it', 'and found it stressful', 'and wants to do it again', 'which surprised everyone', 'and told me all about it', 'despite the bad weather', 'with a lot of help', 'on a tight budget'];

const radix = [people.length, activities.length, places.length, times.length, feelings.length];
/** How many distinct memories `memoryText` can produce. */
export const CORPUS_SIZE = radix.reduce((a, b) => a * b, 1);

function digits(i: number): number[] {
  const out: number[] = [];
  let n = i % CORPUS_SIZE;
  for (const r of radix) {
    out.push(n % r);
    n = Math.floor(n / r);
  }
  return out;
}

/** A stride coprime with the corpus size spreads consecutive indexes over all parts. */
const STRIDE = 7919;

export function memoryText(i: number): string {
  const [p, a, pl, t, f] = digits((i * STRIDE) % CORPUS_SIZE);
  return `${people[p!]} ${activities[a!]} ${places[pl!]} ${times[t!]}, ${feelings[f!]}.`;
}

export function queryText(i: number): string {
  const [p, a, pl] = digits(((i + 13) * 104729) % CORPUS_SIZE);
  const who = people[p!]!.replace(/^My |^Our |^The /, '').toLowerCase();
  return i % 2 ? `When did ${who} ${activities[a!]!.replace(/^went /, 'go ')}?` : `What happened ${places[pl!]} with ${who}?`;
}

/**
 * Questions about the corpus asked in other languages than its English: each is searched in both
 * forms and moved towards English (the cross-lingual path), which starts from a reliable detection
 * of its language (corpus.test.ts).
 */
export const FOREIGN_QUERIES = [
  'Wann ist Anna wandern gegangen?',
  '¿Cuándo empezó Priya a aprender español?',
  'Qu’est-ce que Tom a acheté pour le vélo ?',
  'ケンジは京都で何をしましたか？',
  'Когда Омар получил повышение на работе?',
  'Was hat Opa Josef im Garten gepflanzt?',
  'Quando è andata Sofia al concerto jazz?',
  'Wat heeft mijn neef Lea in Berlijn gedaan?',
  '¿Dónde perdió la cartera mi tía María?',
  '萨姆什么时候开始做陶艺的？',
  'Kiedy Jules zapisał się na jogę?',
  'O que a Nina cozinhou no fim de semana?',
];

export function foreignQueryText(i: number): string {
  return FOREIGN_QUERIES[i % FOREIGN_QUERIES.length]!;
}
