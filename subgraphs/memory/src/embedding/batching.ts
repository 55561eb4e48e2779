/** Padded characters per text a batch may average (see `lengthBatches`). */
export const BATCH_CHARS_PER_TEXT = 400;
/**
 * How much longer than its batch's shortest text a text may be. A batch is padded to its longest
 * text, and a transformer's cost grows with the padded length: one 2,300-character memory batched
 * with four of its 60-character atom sentences made the five cost 7 times what they cost apart
 * (4,991 ms against 680 + 111 ms on a 2-core machine).
 */
export const PAD_RATIO = 1.5;
/** Texts this short count as this long for PAD_RATIO: a few characters more cost next to nothing. */
export const PAD_FLOOR_CHARS = 64;

/**
 * Indexes of `texts` in batches for the model. Texts go shortest first; a batch holds at most
 * `batchSize` texts, about `batchSize` × BATCH_CHARS_PER_TEXT characters once padded (no batch holds
 * a thread for long), and texts within PAD_RATIO of its shortest (no short text padded to a long one).
 */
export function lengthBatches(texts: readonly string[], batchSize: number, charsPerText = BATCH_CHARS_PER_TEXT): number[][] {
  const order = texts.map((_, i) => i).sort((a, b) => texts[a]!.length - texts[b]!.length);
  const budget = batchSize * charsPerText;
  const out: number[][] = [];
  let current: number[] = [];
  let shortest = 0;
  for (const i of order) {
    // Sorted by length: the text being added is the longest of the batch.
    const length = texts[i]!.length;
    if (current.length && (current.length === batchSize || (current.length + 1) * length > budget || length > PAD_RATIO * shortest)) {
      out.push(current);
      current = [];
    }
    if (!current.length) shortest = Math.max(PAD_FLOOR_CHARS, length);
    current.push(i);
  }
  if (current.length) out.push(current);
  return out;
}
