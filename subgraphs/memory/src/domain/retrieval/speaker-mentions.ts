/** `name` as a whole word (not inside another), then `after` (a pattern), with `flags`. */
function mention(name: string, flags: string, after = ''): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${after}(?![\\p{L}\\p{N}])`, flags);
}

/**
 * Registered speakers a query names: whole words, any case, possessives included ("Caroline's").
 * Only registered names count, so a common word that happens to be a name elsewhere never does.
 */
export function namedSpeakers(query: string, registered: readonly string[]): Set<string> {
  const named = new Set<string>();
  const text = query.normalize('NFKC').toLowerCase();
  for (const name of registered) {
    const n = name.normalize('NFKC').toLowerCase().trim();
    if (!n || n === 'me') continue;
    if (mention(n, 'u').test(text)) named.add(name);
  }
  return named;
}

/**
 * The query with the registered speakers it names taken out (and their possessive "'s"), for the
 * dense side to match what is asked rather than who: "What activities does Melanie partake in?" ->
 * "What activities does partake in?". Empty when nothing but names is left.
 */
export function withoutSpeakers(query: string, named: Iterable<string>): string {
  let text = query.normalize('NFKC');
  for (const name of named) {
    const n = name.normalize('NFKC').trim();
    if (!n) continue;
    text = text.replace(mention(n, 'giu', "(?:['’]s)?"), '');
  }
  // Spaces and commas a name leaves behind go with it.
  text = text.replace(/\s+/g, ' ').replace(/\s([?,.!;:])/g, '$1').replace(/[,;:]+(?=[?.!]|$)/g, '').trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}
