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
