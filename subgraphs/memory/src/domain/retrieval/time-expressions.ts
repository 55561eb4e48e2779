/**
 * Months and years a query names ("in May 2023", "im März", "en 2022", "2023年5月"), in the main
 * languages; month names come from Intl, so every locale listed is covered without word lists.
 */

const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'sv', 'da', 'nb', 'fi', 'cs', 'tr', 'uk'];

/**
 * Lower-case month names to month index 0-11: each locale's full name, alone and as written after
 * a day (the genitive in Slavic languages). Abbreviations are left out: many are words ("mar").
 */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const names = new Map<string, number>();
  for (const locale of LOCALES) {
    for (const options of [{ month: 'long' }, { day: 'numeric', month: 'long' }] as const) {
      const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = format.formatToParts(new Date(Date.UTC(2001, m, 15))).find((p) => p.type === 'month')?.value.toLowerCase();
        if (name && name.length >= 3) names.set(name, m);
      }
    }
  }
  return names;
})();

/** Month names that are also common words; they count only next to a date word or number. */
const AMBIGUOUS = new Set(['may', 'mai', 'marzo']);
const DATE_CONTEXT = /(?:\b(?:in|of|since|until|till|before|after|during|early|late|mid|im|seit|bis|en|de|di|em)\s+\p{L}+|\p{L}+\s+\d{1,4}|\d{1,2}\.?\s+\p{L}+)/giu;

const YEAR = /(?<![\p{N}])(19\d{2}|20\d{2})(?![\p{N}])/gu;
const CJK_MONTH = /(\d{1,2})\s*月/u;
const WORD = /\p{L}+/gu;

/** The months a text names by name (indexes 0-11), in any of the languages above. */
export function monthsNamed(text: string): Set<number> {
  const out = new Set<number>();
  for (const w of text.toLowerCase().match(WORD) ?? []) {
    const m = MONTHS.get(w);
    if (m !== undefined && !AMBIGUOUS.has(w)) out.add(m);
  }
  const cjk = CJK_MONTH.exec(text);
  if (cjk) out.add(Number(cjk[1]) - 1);
  return out;
}

export interface Period {
  /** Inclusive bounds, epoch ms (UTC). */
  from: number;
  to: number;
}

/**
 * The period a query names: a month of a year, a whole year, or a month in any year nearest the
 * reference year; undefined when it names none or more than one year.
 */
export function namedPeriod(query: string, referenceYear = new Date().getUTCFullYear()): Period | undefined {
  const years = [...new Set([...query.matchAll(YEAR)].map((m) => Number(m[1])))];
  if (years.length > 1) return undefined;
  let month: number | undefined;
  const cjk = CJK_MONTH.exec(query);
  if (cjk && Number(cjk[1]) >= 1 && Number(cjk[1]) <= 12) month = Number(cjk[1]) - 1;
  const lower = query.toLowerCase();
  const inContext = new Set([...lower.matchAll(DATE_CONTEXT)].flatMap((m) => m[0].match(WORD) ?? []));
  for (const w of lower.match(WORD) ?? []) {
    const m = MONTHS.get(w);
    if (m !== undefined && (!AMBIGUOUS.has(w) || years.length || inContext.has(w))) {
      if (month !== undefined && month !== m) return years.length ? yearPeriod(years[0]!) : undefined;
      month = m;
    }
  }
  const year = years[0];
  if (month === undefined) return year === undefined ? undefined : yearPeriod(year);
  const y = year ?? referenceYear;
  return { from: Date.UTC(y, month, 1), to: Date.UTC(y, month + 1, 1) - 1 };
}

function yearPeriod(year: number): Period {
  return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) - 1 };
}

/** Weekday names (lower case), in every locale above, from Intl. */
const WEEKDAYS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const locale of LOCALES) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 1 January 2001 was a Monday.
    for (let d = 0; d < 7; d++) names.add(format.format(new Date(Date.UTC(2001, 0, 1 + d))).toLowerCase());
  }
  return names;
})();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Phrases that place something in time from now, per locale above, from Intl.RelativeTimeFormat:
 * "yesterday", "last week", "next month", and a number of days, weeks, months or years ago or
 * ahead, the number as any word ("3 days ago", "a few weeks ago", "vor 2 Tagen"). Per locale: a
 * phrase of one language is often a plain word of another (French "hier" is German "here").
 */
const RELATIVE: ReadonlyMap<string, RegExp> = (() => {
  const out = new Map<string, RegExp>();
  const all = new Set<string>();
  for (const locale of LOCALES) {
    const phrases = new Set<string>();
    const named = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const counted = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    for (const unit of ['day', 'week', 'month', 'year'] as const) {
      for (const v of [-1, 0, 1]) phrases.add(escape(named.format(v, unit).toLowerCase()));
      for (const v of [-21, -5, -3, -2, 2, 3, 5, 21]) {
        const parts = counted.formatToParts(v, unit);
        const at = parts.findIndex((p) => p.type === 'integer');
        if (at < 0) continue;
        const around = (ps: typeof parts) => escape(ps.map((p) => p.value).join('').toLowerCase().trim());
        phrases.add([around(parts.slice(0, at)), String.raw`\S+`, around(parts.slice(at + 1))].filter(Boolean).join(' '));
      }
    }
    out.set(locale, phraseRegExp(phrases));
    for (const p of phrases) all.add(p);
  }
  out.set('', phraseRegExp(all));
  return out;
})();

function phraseRegExp(phrases: Iterable<string>): RegExp {
  // Longest first, so a phrase is not cut short by one it begins with.
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/ /g, String.raw`\s+`));
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{N}])`, 'u');
}

const A_YEAR = /(?<![\p{N}])(?:19|20)\d{2}(?![\p{N}])/u;

/**
 * Whether a text says when something happened: a year, a month or weekday by name (any language
 * above), or a phrase relative to now ("yesterday", "last week", "two days ago") in its language
 * `lang` (any of the languages above when not known, or not among them).
 */
export function saysWhen(text: string, lang?: string | null): boolean {
  if (A_YEAR.test(text)) return true;
  const lower = text.toLowerCase();
  for (const w of lower.match(WORD) ?? []) if ((MONTHS.has(w) && !AMBIGUOUS.has(w)) || WEEKDAYS.has(w)) return true;
  return (RELATIVE.get(lang ?? '') ?? RELATIVE.get('')!).test(lower);
}

/**
 * Whether a question asks when: it opens with the word for "when" (in the languages above), or asks
 * for a year, month, date or day ("What year did…", English only).
 */
export function asksWhen(query: string): boolean {
  return WHEN.test(query);
}

const WHEN = /^[\s¿¡"'«„“]*(?:when|wann|quand|cuándo|cuando|quando|wanneer|kiedy|когда|när|hvornår|når|milloin|kdy|ne zaman|коли)(?![\p{L}\p{N}])|(?<![\p{L}])(?:what|which) (?:year|month|date|day)(?![\p{L}])|(?<![\p{L}])how long ago(?![\p{L}])/iu;
