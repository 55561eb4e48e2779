import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Embedder } from '../../embedding/index.js';
import { normalize } from '../../embedding/embedder.js';
import { packVectors, unpackVectors } from '../stored-vectors.js';
import type { Lang } from './analyzer.js';

/**
 * How far a cross-lingual query moves towards the store's language: the share of the difference
 * between the two languages' centroids taken off the query's vector. 0.5-1 rank stsb-multi-mt alike
 * (docs/decisions/cross-lingual.md, "The language shift"); 1.5 overshoots.
 */
export const LANGUAGE_SHIFT = 0.75;

/** Beside the model: copied there by `npm run setup`, or written by `scripts/model/language-centroids.ts`. */
export const CENTROIDS_FILE = 'language-centroids.json';
/** The default model's centroids, committed (from the project root); setup copies them beside the model. */
export const SHIPPED_CENTROIDS = 'scripts/model/language-centroids.json';

/**
 * The detector's languages (eld, 60). Each has a centroid when the runtime's ICU data names things
 * in it; the others are never shifted.
 */
export const SHIFT_LANGUAGES: readonly Lang[] =
  'am ar az be bg bn ca cs da de el en es et eu fa fi fr gu he hi hr hu hy is it ja ka kn ko ku lo lt lv ml mr ms nl no or pa pl pt ro ru sk sl sq sr sv ta te th tl tr uk ur vi yo zh'.split(' ');

const REGIONS =
  'US GB DE FR JP CN RU PL PT ES IT NL BR IN CA AU MX AR CH AT BE SE NO DK FI IE GR TR EG ZA NG KE KR TW HK SG TH VN ID PH MY NZ IL SA AE IR IQ PK BD UA CZ HU RO BG HR RS SK SI LT LV EE IS LU MT CY MA DZ TN ET GH CL CO PE VE CU UY PY BO EC'.split(' ');
const CURRENCIES = 'USD EUR JPY GBP CNY RUB PLN BRL CHF CAD AUD INR KRW MXN SEK NOK DKK TRY ZAR CZK HUF'.split(' ');
const UNITS = ['kilometer', 'liter', 'kilogram', 'hour', 'celsius', 'percent', 'megabyte', 'minute', 'meter', 'day'];
const RELATIVE: ReadonlyArray<[number, Intl.RelativeTimeFormatUnit]> = [
  [-1, 'day'],
  [1, 'day'],
  [3, 'week'],
  [-2, 'month'],
  [1, 'year'],
  [-5, 'minute'],
  [2, 'hour'],
  [-3, 'year'],
];

/**
 * The same things named in `lang`: countries, languages, currencies, dates, quantities and times,
 * from the runtime's own locale data (Intl). Their texts are parallel across languages, so the
 * difference of two languages' centroids is the language alone, not a topic. Undefined when the
 * runtime has no data for `lang` (Intl would answer in English).
 */
export function parallelPhrases(lang: Lang): string[] | undefined {
  if (!Intl.DisplayNames.supportedLocalesOf([lang]).length) return undefined;
  const region = new Intl.DisplayNames([lang], { type: 'region' });
  const language = new Intl.DisplayNames([lang], { type: 'language' });
  const currency = new Intl.DisplayNames([lang], { type: 'currency' });
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' });
  return [
    ...REGIONS.map((r) => region.of(r)!),
    ...SHIFT_LANGUAGES.map((l) => language.of(l)!),
    ...CURRENCIES.map((c) => currency.of(c)!),
    ...RELATIVE.map(([n, unit]) => relative.format(n, unit)),
    ...Array.from({ length: 12 }, (_, m) => date.format(new Date(Date.UTC(2024, m, 3 + 2 * m)))),
    ...UNITS.map((unit) => new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(12.5)),
  ];
}

/**
 * A cross-lingual query as it is compared: the text embedded both as a query and as a passage (the
 * way memories are stored), averaged, to unit length. The passage form compares a sentence with its
 * translation symmetrically, where the model aligns languages best; the query form keeps what
 * makes it a question. On stsb-multi-mt the average ranks translations better than either form
 * alone (docs/decisions/cross-lingual.md, "Both forms").
 */
export function bothForms(query: Float32Array, passage: Float32Array): Float32Array {
  return normalize(query.map((x, i) => x + passage[i]!));
}

/** The mean of unit vectors. */
export function centroid(vectors: readonly Float32Array[], dimensions: number): Float32Array {
  const out = new Float32Array(dimensions);
  for (const v of vectors) for (let i = 0; i < dimensions; i++) out[i]! += v[i]! / vectors.length;
  return out;
}

/** The embedding set-up centroids are computed with: they hold only for the same model, prefixes and size. */
export interface CentroidSetup {
  modelId: string;
  queryPrefix: string;
  passagePrefix: string;
  dimensions: number;
}

/** What `language-centroids.json` holds: the embedding set-up it was computed with, and one centroid per language. */
export interface CentroidsFile extends CentroidSetup {
  /**
   * Language -> the centroid of its parallel phrases, each embedded in both forms (`bothForms`),
   * float32 little-endian, base64.
   */
  centroids: Record<Lang, string>;
}

export function encodeCentroids(file: CentroidSetup, centroids: ReadonlyMap<Lang, Float32Array>): CentroidsFile {
  return { ...file, centroids: Object.fromEntries([...centroids].map(([lang, c]) => [lang, Buffer.from(packVectors([c])).toString('base64')])) };
}

/**
 * Cross-lingual queries moved towards the store's language. A multilingual model places a sentence
 * and its translation near each other but not together: each language adds a direction of its own,
 * and a query in another language than the store's matches memories partly by how much they share
 * the query language's direction. Taking the difference of the two languages' centroids off the
 * query (over parallel phrases, so it holds the language and no topic) ranks by meaning. Applied
 * only to ranking: a result's `similarity` stays its raw cosine with the query as embedded.
 */
export class LanguageShifts {
  constructor(
    private readonly centroids: ReadonlyMap<Lang, Float32Array>,
    private readonly weight = LANGUAGE_SHIFT,
  ) {}

  /**
   * The centroids written beside a local model for this embedding set-up; undefined (no shift) when
   * there are none, or they were computed for another model, prefix or size.
   */
  static load(embedding: { model: string; queryPrefix: string; passagePrefix: string; dimensions: number }, modelId: string): LanguageShifts | undefined {
    const file = path.join(embedding.model, CENTROIDS_FILE);
    if (!existsSync(file)) return undefined;
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<CentroidsFile>;
    const same = ['queryPrefix', 'passagePrefix', 'dimensions'] as const;
    if (data.modelId !== modelId || same.some((k) => data[k] !== embedding[k]) || !data.centroids) return undefined;
    const centroids = new Map<Lang, Float32Array>();
    for (const [lang, b64] of Object.entries(data.centroids)) {
      const vectors = unpackVectors(Buffer.from(b64, 'base64'), embedding.dimensions);
      if (vectors?.length === 1) centroids.set(lang, vectors[0]!);
    }
    return new LanguageShifts(centroids);
  }

  get languages(): number {
    return this.centroids.size;
  }

  /** The same centroids, moving a query by another share of their difference. */
  withWeight(weight: number): LanguageShifts {
    return new LanguageShifts(this.centroids, weight);
  }

  /** The centroid of `lang`'s parallel phrases, if it has one. */
  centroidOf = (lang: Lang): Float32Array | undefined => this.centroids.get(lang);

  /** Whether a `from`-language query is moved in a store of `to` (both have centroids, and differ). */
  applies(from: Lang, to: Lang): boolean {
    return from !== to && this.centroids.has(from) && this.centroids.has(to);
  }

  /**
   * The vector to rank a `from`-language query by in a store whose main language `to` holds `share`
   * of its memories (the shift scales with it: a store of several languages is moved towards its
   * main one only as far as it is made of it); undefined when either language has no centroid or
   * they are the same. `vector` is the query in both forms (`bothForms`), as the centroids are.
   */
  shifted(vector: Float32Array, from: Lang, to: Lang, share: number): Float32Array | undefined {
    if (from === to) return undefined;
    const a = this.centroids.get(from);
    const b = this.centroids.get(to);
    if (!a || !b || a.length !== vector.length) return undefined;
    const k = this.weight * Math.max(0, Math.min(1, share));
    if (!(k > 0)) return undefined;
    const out = new Float32Array(vector.length);
    let norm = 0;
    for (let i = 0; i < vector.length; i++) {
      out[i] = vector[i]! - k * (a[i]! - b[i]!);
      norm += out[i]! * out[i]!;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < out.length; i++) out[i]! /= norm;
    return out;
  }
}

/** What a cross-lingual query needs beyond its query embedding: the centroids, and the model for its passage form. */
export interface CrossLingual {
  shifts: LanguageShifts;
  embedder: Pick<Embedder, 'embedPassages'>;
}
