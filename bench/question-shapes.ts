/**
 * Question shapes and parts, for the retrieval study's experiments: pure text rules, no model.
 */

/** A question's shape, from its first word and a few markers: what kind of evidence it asks for. */
export function questionShape(question: string): string {
  const t = question.trim().toLowerCase();
  if (/\b(would|could|might|likely|potentially|probably)\b/.test(t)) return 'inference';
  if (/\bboth\b|\bin common\b|\bshare\b/.test(t)) return 'both';
  const first = /^\p{L}+/u.exec(t)?.[0] ?? '';
  if (first === 'which') return 'what';
  if (['when', 'who', 'where', 'why', 'how', 'what'].includes(first)) return first;
  if (['is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', 'had', 'can'].includes(first)) return 'yesno';
  return 'other';
}

const WORD = String.raw`[A-Z][\p{L}'’.-]*`;
/** A name of one or more capitalised words ("Jon", "C. S. Lewis"). */
const NAME = String.raw`${WORD}(?:\s+${WORD})*`;
/** "Jon and Gina", "Jon, Gina and Tim", "Jon or Gina": capitalised words coordinated. */
const NAMES = new RegExp(String.raw`(?<=\s)(${NAME}(?:\s*,\s*${NAME})*)\s*,?\s+(?:and|or|&)\s+(${NAME})(?![\p{L}])`, 'u');
/** "friends, family, and mentors": a list of three or more single words. */
const LIST = /(?<![\p{L}])(\p{L}+(?:\s*,\s*\p{L}+)+)\s*,?\s+(?:and|or)\s+(\p{L}+)(?![\p{L}])/u;

/**
 * The parts of a multi-part question: for coordinated names or a list of words, the question once
 * per conjunct (each in place of the whole coordination, "both" and "together" dropped). A question
 * of one part has none.
 */
export function questionParts(question: string): string[] {
  const m = NAMES.exec(question) ?? LIST.exec(question);
  if (!m) return [];
  const conjuncts = [...m[1]!.split(/\s*,\s*/), m[2]!].filter(Boolean);
  // "Tim and John's favourite": the possessive belongs to each.
  const possessive = /['’]s$/u.exec(conjuncts.at(-1)!)?.[0];
  if (possessive) conjuncts.forEach((c, i) => !c.endsWith(possessive) && (conjuncts[i] = c + possessive));
  if (conjuncts.length < 2) return [];
  const before = question.slice(0, m.index);
  const after = question.slice(m.index + m[0].length);
  return conjuncts.map((c) => `${before}${c}${after}`.replace(/\s+\b(both|together)\b/giu, '').replace(/\s+/g, ' ').trim());
}

