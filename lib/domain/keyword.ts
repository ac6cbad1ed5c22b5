/**
 * Spec section 5, keyword filter: space-separated words, case-insensitive; an item matches when
 * every word appears in at least one of its text fields (name, title, location, glossary,
 * translation, or whatever fields the caller names).
 */
export function splitKeywords(query: string | null | undefined): string[] {
  return (query ?? '')
    .normalize('NFKC')
    .toLocaleLowerCase()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 10);
}

export function matchesKeywords(fields: readonly (string | null | undefined)[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fields
    .filter((field): field is string => typeof field === 'string')
    .map((field) => field.normalize('NFKC').toLocaleLowerCase());
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
