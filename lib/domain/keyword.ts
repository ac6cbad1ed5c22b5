/**
 * Spec section 5, keyword filter: space-separated words, case-insensitive; an item matches when
 * every word appears in at least one of its name, title, location, glossary or translation.
 */

/**
 * The five text fields of a common list item (spec section 3) that the keyword filter reads, and
 * no others: a word found only in a summary does not match. Each list says which of its own
 * fields play these parts (a trail's location is its ends and township; a plant's translation
 * is its scientific name).
 */
export type KeywordFields = {
  name?: string;
  title?: string;
  location?: string | readonly (string | undefined)[];
  glossary?: string;
  translation?: string;
};

/**
 * The longest keyword a visitor may enter (the lists' filter and the site search), in characters.
 * Names of the area are a few characters; a hundred holds several words of any script. The site
 * search refuses longer ones (its "did you mean" work grows with the query's length), so a crafted
 * address cannot keep its thread busy.
 */
export const maxKeywordLength = 100;

/** Whether a keyword is longer than a visitor may enter (counted in characters, not UTF-16 units). */
export function isTooLongKeyword(keyword: string): boolean {
  return [...keyword.trim()].length > maxKeywordLength;
}

/**
 * The site search's query as its page reads it: one `q`, trimmed ('' when absent or repeated),
 * and whether it is too long to search. The page and the proxy's 400 both read it here.
 */
export function searchQueryOf(raw: Readonly<Record<string, string | string[] | undefined>>): {
  query: string;
  tooLong: boolean;
} {
  const query = typeof raw.q === 'string' ? raw.q.trim() : '';
  return { query, tooLong: isTooLongKeyword(query) };
}

/** Every word of the query, each once; none is dropped, however many there are. */
export function splitKeywords(query: string | null | undefined): string[] {
  const words = (query ?? '').normalize('NFKC').toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  return [...new Set(words)];
}

/**
 * Whether every word appears in at least one of the texts. With `atWordStart` (the site search,
 * which reads whole descriptions), a word that begins with a Latin letter or a digit must begin
 * a word of the text: "tea" finds "tea" and "Teahouse", not "steamed" or "instead". Words in
 * Chinese or Japanese script have no spaces to begin at and match anywhere, as in the lists.
 */
export function matchesEveryWord(
  texts: readonly (string | undefined)[],
  words: readonly string[],
  { atWordStart = false } = {},
): boolean {
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.normalize('NFKC').toLocaleLowerCase());
  const contains = atWordStart ? containsAtWordStart : (text: string, word: string) => text.includes(word);
  return words.every((word) => haystack.some((text) => contains(text, word)));
}

const latinOrDigit = /[\p{Script=Latin}\p{N}]/u;

function containsAtWordStart(text: string, word: string): boolean {
  if (!latinOrDigit.test(word[0] ?? '')) return text.includes(word);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !latinOrDigit.test(text[at - 1]!)) return true;
  }
  return false;
}

/** The list filter's rule: every word in the item's name, title, location, glossary or translation. */
export function matchesKeywords(
  { name, title, location, glossary, translation }: KeywordFields,
  words: readonly string[],
): boolean {
  return matchesEveryWord([name, title, ...[location].flat(), glossary, translation], words);
}
