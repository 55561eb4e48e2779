import { createHash } from 'node:crypto';

/** Content longer than this is also indexed as atom sentences. */
export const ATOM_MIN_CONTENT_CHARS = 280;
/** At most this many atoms per memory (the rest of a very long text is covered by its own vector). */
export const MAX_ATOMS = 48;
/** Sentences shorter than this are joined to the one before (abbreviations, list markers). */
const MIN_SENTENCE_CHARS = 24;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * Sentences of a text, in order, whitespace-trimmed. A fragment (an abbreviation such as "Dr.", a
 * one-word reply) is joined to the sentence after it, or to the last one at the end.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(text)) {
    const s = segment.replace(/\s+/g, ' ').trim();
    if (!s) continue;
    const joined = pending ? `${pending} ${s}` : s;
    if (joined.length < MIN_SENTENCE_CHARS) pending = joined;
    else {
      out.push(joined);
      pending = '';
    }
  }
  if (pending) {
    if (out.length) out[out.length - 1] = `${out.at(-1)} ${pending}`;
    else out.push(pending);
  }
  return out;
}

/**
 * The atom sentences of a memory: indexed for retrieval (a question about one detail of a long text
 * finds it), never listed or returned as memories. Short content has none.
 */
export function decompose(content: string): string[] {
  if (content.length <= ATOM_MIN_CONTENT_CHARS) return [];
  const parts = sentences(content);
  return parts.length > 1 ? parts.slice(0, MAX_ATOMS) : [];
}

/** A stable id derived from a parent id and a position (atoms, bulk chunks): retries write the same rows. */
export function derivedId(parentId: string, kind: string, index: number): string {
  return hashedUuid(`${parentId}:${kind}:${index}`);
}

/** The same UUID for the same text: its SHA-256 as an RFC 4122 UUID (version 8: custom), so it fits uuid columns and validators. */
export function hashedUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Splits a bulk blob into memories: whole sentences grouped up to `maxChars`; a sentence longer than
 * that is cut at whitespace.
 */
export function chunkText(text: string, maxChars = 1000): string[] {
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (let s of sentences(paragraph)) {
      while (s.length > maxChars) {
        let cut = s.lastIndexOf(' ', maxChars);
        if (cut < maxChars / 2) cut = maxChars;
        if (current) push();
        chunks.push(s.slice(0, cut).trim());
        s = s.slice(cut).trim();
      }
      if (current && current.length + 1 + s.length > maxChars) push();
      current = current ? `${current} ${s}` : s;
    }
    // Paragraphs are natural boundaries: keep them apart unless they are tiny.
    if (current.length > maxChars / 3) push();
  }
  push();
  return chunks;
}
