// The `stopword` package ships no types: each language's list is an array of lowercase words.
declare module 'stopword' {
  const lists: Record<string, string[] | ((...args: unknown[]) => unknown)>;
  export = lists;
}
