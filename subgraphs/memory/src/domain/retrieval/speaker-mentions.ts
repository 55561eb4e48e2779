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
    const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)) named.add(name);
  }
  return named;
}
