/** Something a recall may include, with its size in tokens. */
export interface Sized {
  tokens: number;
  /**
   * What the item is, when a memory and a context item can be the same memory (a neighbour that is
   * also a candidate, a memory's atom sentence): it is packed once, wherever it is reached first.
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

/**
 * Shares of the target: short-term turns get up to 20%, and 70% of what they leave is kept for
 * context before more memories. The context (the matching sentence of a long memory, the turns around the best
 * matches) is short and near the best matches; past the first few memories it holds more of the
 * evidence per token than the memories ranked after them: LoCoMo's recall slice 0.871 -> 0.878
 * against 15% (docs/decisions/retrieval-multi-session.md).
 */
const TURN_SHARE = 0.2;
export const CONTEXT_RESERVE = 0.7;

/**
 * Packs a recall into a token budget. The best memory is always included when it fits the hard
 * limit; everything else is added greedily (turns newest first, memories best first, then context,
 * then more memories) while the total stays within the target. The total never exceeds `maxTokens`.
 * Memories stop for the context at `1 - contextReserve` of what the turns leave.
 */
export function packRecall<T extends Sized, M extends Sized, C extends Sized>(
  c: RecallCandidates<T, M, C>,
  budget: RecallBudget,
  contextReserve = CONTEXT_RESERVE,
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
  // The context's reserve is a share of what the turns leave.
  const memoryCap = turnTokens + (target - turnTokens) * (1 - contextReserve);
  for (const m of rest) if (take(m, memoryCap)) memories.add(m);
  for (const x of c.context) if (take(x, target)) context.push(x);
  for (const m of rest) if (!memories.has(m) && take(m, target)) memories.add(m);

  return { turns, memories: c.memories.filter((m) => memories.has(m)), context, tokens: used };
}
