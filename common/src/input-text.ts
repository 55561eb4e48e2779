/**
 * Rules for text that may reach storage: Postgres rejects U+0000 in text and JSON, and a lone UTF-16
 * surrogate has no UTF-8 form, so neither may enter through any surface. JSON nesting is bounded so
 * no recursive step behind the edge (fingerprints, serialisers) can run out of stack.
 */

/** Deepest nesting of objects and arrays a request may carry. */
export const MAX_JSON_DEPTH = 64;

/** Why a string is refused, or undefined when it may be stored. */
export function badText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) return 'contains an unpaired UTF-16 surrogate';
  return undefined;
}

export interface BadInput {
  /** Dotted path of the offending value (`metadata.tags.0`), or of the too-deep container. */
  path: string;
  reason: string;
}

/**
 * Walks a parsed value (iteratively: the depth is what is being checked) and reports the first
 * string, object key or container that may not be stored.
 */
export function findBadInput(root: unknown, rootPath = '', maxDepth = MAX_JSON_DEPTH): BadInput | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: rootPath, depth: 0 }];
  const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = badText(value);
      if (reason) return { path: path || '(body)', reason };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { path: path || '(body)', reason: `nests objects and arrays deeper than ${maxDepth} levels` };
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: join(path, String(i)), depth: depth + 1 }));
      continue;
    }
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const reason = badText(key);
      // The key itself goes into the message, so its offending characters are shown as U+FFFD.
      // eslint-disable-next-line no-control-regex
      if (reason) return { path: join(path, key.replace(/[\u0000\uD800-\uDFFF]/g, '\uFFFD')), reason: `has a key that ${reason}` };
      stack.push({ value: v, path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}
