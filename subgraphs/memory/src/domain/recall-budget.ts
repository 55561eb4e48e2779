/** Something a recall may include, with its size in tokens. */
export interface Sized {
  tokens: number;
  /**
   * What the item is, when a memory and a context item can be the same memory (a neighbour that is
   * also a candidate): it is packed once, wherever it is reached first.
   */
  key?: string;
}

export interface RecallCandidates<T extends Sized, M extends Sized, C extends Sized> {
  /** Short-term turns, most recent first. */
  turns: T[];
  /** Long-term memories, best first. */
  memories: M[];
  /** Context items in order of usefulness. */
  context: C[];
}

export interface RecallBudget {
  targetTokens: number;
  maxTokens: number;
}

/** Shares of the target: short-term turns get up to 20%, and 15% is kept for context before more memories. */
const TURN_SHARE = 0.2;
const CONTEXT_RESERVE = 0.15;

/**
 * Packs a recall into a token budget. The best memory is always included when it fits the hard
 * limit; everything else is added greedily (turns newest first, memories best first, then context,
 * then more memories) while the total stays within the target. The total never exceeds `maxTokens`.
 */
export function packRecall<T extends Sized, M extends Sized, C extends Sized>(
  c: RecallCandidates<T, M, C>,
  budget: RecallBudget,
): { turns: T[]; memories: M[]; context: C[]; tokens: number } {
  let used = 0;
  const target = Math.min(budget.targetTokens, budget.maxTokens);
  const memories = new Set<M>();
  const turns: T[] = [];
  const context: C[] = [];
  const keys = new Set<string>();
  const take = (item: Sized, cap: number) => {
    if (item.key !== undefined && keys.has(item.key)) return false;
    if (used + item.tokens > cap) return false;
    used += item.tokens;
    if (item.key !== undefined) keys.add(item.key);
    return true;
  };

  const [best, ...rest] = c.memories;
  if (best && take(best, budget.maxTokens)) memories.add(best);

  let turnTokens = 0;
  for (const t of c.turns) {
    if (turnTokens + t.tokens > target * TURN_SHARE) break;
    if (!take(t, target)) break;
    turnTokens += t.tokens;
    turns.push(t);
  }
  for (const m of rest) if (take(m, target * (1 - CONTEXT_RESERVE))) memories.add(m);
  for (const x of c.context) if (take(x, target)) context.push(x);
  for (const m of rest) if (!memories.has(m) && take(m, target)) memories.add(m);

  return { turns, memories: c.memories.filter((m) => memories.has(m)), context, tokens: used };
}
