// Pure computations of the evaluation: parsing the data sets and scoring retrieval results.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The records of a JSON-lines file of the evaluation data. */
export function readJsonl<T>(dir: string, file: string): T[] {
  return readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export interface LocomoTurn {
  conv_id: string;
  dia_id: string;
  session: number;
  session_date_time: string;
  speaker: string;
  text: string;
  /** The caption of an image the turn shares (the data set's stand-in for the image). */
  blip_caption?: string;
}

export interface LocomoQuestion {
  conv_id: string;
  qid: string;
  question: string;
  category: number;
  evidence: string[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** LoCoMo session times such as `1:56 pm on 8 May, 2023`, read as UTC. */
export function parseSessionDate(text: string): Date {
  const m = /^(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})$/i.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[5]!.toLowerCase()) : -1;
  if (!m || month < 0) throw new Error(`unrecognised session date: ${text}`);
  const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return new Date(Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2])));
}

/**
 * The memory content of a turn: the speaker's name stays in the text, as a transcript line. With
 * `captions`, a turn that shares an image also says so with the image's caption, as the data set's
 * own retrieval baseline keys it ("[shares a photo of …]"); the eval leaves captions out.
 */
export function turnContent(turn: Pick<LocomoTurn, 'speaker' | 'text' | 'blip_caption'>, captions = false): string {
  const shared = captions && turn.blip_caption ? ` [shares ${turn.blip_caption}]` : '';
  return `${turn.speaker}: ${turn.text}${shared}`;
}

/** Share of the evidence ids among the ids found; undefined when a question has no evidence. */
export function evidenceShare(evidence: readonly string[], found: Iterable<string>): number | undefined {
  if (!evidence.length) return undefined;
  const seen = new Set(found);
  return evidence.filter((e) => seen.has(e)).length / evidence.length;
}

/** The evidence ids behind a ranked list of memory ids (a memory may stand for several turns). */
export function foundIds(memoryIds: readonly string[], turnsOf: ReadonlyMap<string, readonly string[]>, k = Infinity): string[] {
  return memoryIds.slice(0, k).flatMap((id) => turnsOf.get(id) ?? []);
}

export interface QuestionScore {
  category: number;
  top5: number;
  top10: number;
  /** Evidence share in the recall slice; absent when recall was not measured. */
  slice?: number;
}

export interface CategoryScore {
  category: string;
  questions: number;
  top5: number;
  top10: number;
  slice?: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

function scoreOf(label: string, scores: QuestionScore[]): CategoryScore {
  const slices = scores.map((s) => s.slice).filter((s): s is number => s !== undefined);
  return {
    category: label,
    questions: scores.length,
    top5: mean(scores.map((s) => s.top5)),
    top10: mean(scores.map((s) => s.top10)),
    ...(slices.length ? { slice: mean(slices) } : {}),
  };
}

/** Mean evidence recall per category, overall for categories 1-4, and category 5 on its own. */
export function scoreByCategory(scores: QuestionScore[]): { categories: CategoryScore[]; overall: CategoryScore; adversarial: CategoryScore } {
  const categories = [1, 2, 3, 4].map((c) => scoreOf(String(c), scores.filter((s) => s.category === c))).filter((c) => c.questions > 0);
  return {
    categories,
    overall: scoreOf('1-4', scores.filter((s) => s.category >= 1 && s.category <= 4)),
    adversarial: scoreOf('5', scores.filter((s) => s.category === 5)),
  };
}

/** Rank (0-based) of the first expected id in a result list, -1 when absent. */
export function rankOf(expected: ReadonlySet<string>, results: readonly string[]): number {
  return results.findIndex((id) => expected.has(id));
}

/** Share of queries whose expected memory is within the first `k` results. */
export function recallAtK(ranks: readonly number[], k: number): number {
  return ranks.length ? ranks.filter((r) => r >= 0 && r < k).length / ranks.length : NaN;
}

export interface StsRow {
  sentence1: string;
  sentence2: string;
  score: number;
}

/** Row indexes of pairs scored at least `minScore` in the reference language (rows are aligned). */
export function similarPairs(rows: readonly StsRow[], minScore = 4): number[] {
  return rows.flatMap((r, i) => (r.score >= minScore ? [i] : []));
}

export interface ParityEntry {
  name: string;
  recallAt5: number;
}

/** The entry with the lowest recall@5 and its recall as a fraction of the reference's. */
export function worstFraction(entries: readonly ParityEntry[], reference: number): { name: string; fraction: number } | undefined {
  if (!entries.length || !(reference > 0)) return undefined;
  const worst = entries.reduce((a, b) => (b.recallAt5 < a.recallAt5 ? b : a));
  return { name: worst.name, fraction: worst.recallAt5 / reference };
}
