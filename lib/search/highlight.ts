import { foldText } from './fold';
import { isLatinTerm, stemLatin } from './tokenize';

/** A piece of shown text, marked when it is a word the visitor searched for. */
export type MarkedPart = { text: string; marked: boolean };

/** Where a term occurs in a text: [start, end) of the shown text, and the term found there. */
type Match = { start: number; end: number; term: string };

const wordCharacter = /[\p{Script=Latin}\p{N}'’]/u;
/** Whether `at` falls inside a word of Latin letters (the apostrophe of "Taiwan's" is in it). */
const inWord = (text: string, at: number) =>
  wordCharacter.test(text[at - 1] ?? '') && wordCharacter.test(text[at] ?? '');

/**
 * A word of Latin letters and digits, with the apostrophes inside it ("taiwan's"): a Latin word as
 * the index's segmenter reads it (lib/search/tokenize.ts; Unicode's word boundaries keep letters,
 * digits and an inner apostrophe together).
 */
const latinWord = /[\p{Script=Latin}\p{N}]+(?:['’][\p{Script=Latin}\p{N}]+)*/gu;

/**
 * The endings a searched English word may carry and still be marked: plural, third person, past
 * and -ing forms (tea → teas, bus → buses, walk → walking). The index finds these words by prefix
 * and means the searched word by them; it finds "team", "teach" and "teapot" by the same prefix,
 * but those are other words, and marking them showed words the visitor never asked for. So only
 * these endings, not any continuation of the word. Most plurals and every -'s are read by the
 * index's own stem first (stemLatin: "Trails" is "trail"); -s is here for the words that stem
 * leaves as they are (ski → skis).
 */
const inflections = ['s', 'es', 'ed', 'ing'];

/** The searched Latin term a folded word of the text is, as its stem or an inflected form of it. */
function latinTermOf(word: string, terms: ReadonlySet<string>): string | undefined {
  const stem = stemLatin(word);
  if (terms.has(stem)) return stem;
  const ending = inflections.find((suffix) => word.endsWith(suffix) && terms.has(word.slice(0, -suffix.length)));
  return ending === undefined ? undefined : word.slice(0, -ending.length);
}

/** Each whole Latin word of `folded` that is one of the Latin terms (their stems are compared). */
function latinMatches(folded: string, terms: readonly string[]): Match[] {
  const stems = new Set(terms.filter(isLatinTerm).map(stemLatin));
  if (stems.size === 0) return [];
  const matches: Match[] = [];
  for (const { 0: word, index } of folded.matchAll(latinWord)) {
    const term = isLatinTerm(word) ? latinTermOf(word, stems) : undefined;
    if (term) matches.push({ start: index, end: index + word.length, term });
  }
  return matches;
}

/**
 * Each occurrence of the other terms (CJK words, numbers) in `folded`, anywhere: CJK text has no
 * spaces to find words by. A term that is part of a longer term occurring in the same text is not
 * marked on its own there: for 八卦山 (cut 八卦/山), a text holding 八卦山 marks it and not the 八卦 of
 * its 八卦松林, which the visitor did not search for. Where the longer term does not occur at all,
 * the part is the best the text has, and it is marked (八卦 in a text about 八卦松林 alone).
 */
function stringMatches(folded: string, terms: readonly string[]): Match[] {
  const present = terms.filter((term) => term && !isLatinTerm(term) && folded.includes(term));
  const marked = present.filter((term) => !present.some((other) => other.length > term.length && other.includes(term)));
  const matches: Match[] = [];
  for (const term of marked) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1))
      matches.push({ start: at, end: at + term.length, term });
  }
  return matches;
}

/**
 * Where the terms occur in `text`, in the order they stand. Matching is done on the folded text
 * (so 游客 marks 遊客, "centre" marks "Centre"), whose positions are the shown text's when folding
 * changed no number of characters — true of CJK conversion and case; where it did (a ligature),
 * nothing is marked rather than the wrong letters. Characters, not UTF-16 units: the simplified 𫛭
 * (two units) folds to 鵟 (one), which left all of 灰面𫛭鹰 text on /zh-cn unmarked.
 */
function termMatches(text: string, terms: readonly string[]): Match[] {
  const folded = foldText(text);
  const shownAt = shownPositions(text, folded);
  if (!shownAt) return [];
  return [...latinMatches(folded, terms), ...stringMatches(folded, terms)]
    .map(({ start, end, term }) => ({ start: shownAt[start]!, end: shownAt[end]!, term }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The matches as marked ranges: overlapping and touching ones (遊客 and 中心 of 遊客中心) make one. */
function mergedRanges(matches: readonly Match[]): [number, number][] {
  const merged: [number, number][] = [];
  for (const { start, end } of matches) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Each UTF-16 position of the folded text as one of the shown text; none if folding changed the number of characters. */
function shownPositions(text: string, folded: string): number[] | undefined {
  const shown = [...text];
  const foldedChars = [...folded];
  if (shown.length !== foldedChars.length) return undefined;
  const positions: number[] = [];
  let at = 0;
  foldedChars.forEach((character, index) => {
    for (let unit = 0; unit < character.length; unit += 1) positions.push(at);
    at += shown[index]!.length;
  });
  positions.push(at);
  return positions;
}

function parts(text: string, ranges: readonly [number, number][], from = 0, to = text.length): MarkedPart[] {
  const result: MarkedPart[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    if (start > at) result.push({ text: text.slice(at, start), marked: false });
    result.push({ text: text.slice(Math.max(start, from), Math.min(end, to)), marked: true });
    at = Math.min(end, to);
  }
  if (at < to) result.push({ text: text.slice(at, to), marked: false });
  return result;
}

/** The whole text with the searched words marked (a result's title). */
export function markTerms(text: string, terms: readonly string[]): MarkedPart[] {
  return parts(text, mergedRanges(termMatches(text, terms)));
}

/**
 * The terms a match of `term` shows: itself, and for a CJK term the query's terms inside it. A
 * passage holding 八卦山 holds the query's 八卦 as well, so it outweighs one holding 八卦 alone, and
 * one holding the whole 梨山遊客中心 outweighs one with 梨山 here and 遊客 there.
 */
function coveredTerms(term: string, terms: readonly string[]): string[] {
  return isLatinTerm(term) ? [term] : terms.filter((other) => other && !isLatinTerm(other) && term.includes(other));
}

/**
 * The passage of a text to show: the match that starts it, and how many of the query's terms it
 * shows. A passage runs from a match for `reach` characters; the best shows the most distinct
 * terms, the earliest of those on a tie. A lone "Lishan" near the top of a text loses to the
 * "Lishan tea" further down for "lishan tea". Every match starts a passage (tens in a long text,
 * each looking ahead a few): simple, and the same passage every time.
 */
function bestPassage(
  matches: readonly Match[],
  terms: readonly string[],
  reach: number,
): { anchor: Match; score: number } | undefined {
  const coveredBy = new Map(matches.map(({ term }) => [term, coveredTerms(term, terms)]));
  let best: { anchor: Match; score: number } | undefined;
  for (const [index, anchor] of matches.entries()) {
    const shown = new Set(coveredBy.get(anchor.term));
    const limit = anchor.start + reach;
    for (let next = index + 1; next < matches.length && matches[next]!.start < limit; next += 1) {
      const { end, term } = matches[next]!;
      if (end <= limit) for (const shownTerm of coveredBy.get(term)!) shown.add(shownTerm);
    }
    if (!best || shown.size > best.score) best = { anchor, score: shown.size };
  }
  return best;
}

/**
 * A snippet of at most `length` characters from the best passage of the texts (summary first,
 * then body): the one where the most distinct searched words stand within the snippet's reach,
 * the earliest on a tie. It is cut at a sentence start when one is near, with "…" where text was
 * left out. None when no text holds a searched word: the caller shows the summary instead.
 */
export function markedSnippet(
  texts: readonly (string | undefined)[],
  terms: readonly string[],
  length: number,
): MarkedPart[] | undefined {
  // The snippet starts up to `lead` characters before its first match, so what follows the match
  // for `length - lead` characters is always shown: the reach of a passage.
  const lead = Math.floor(length / 4);
  // A passage showing every term cannot be beaten: the body's long texts (each folded to be
  // searched) are not read when the summary has one.
  const every = new Set(terms.filter(Boolean).map((term) => (isLatinTerm(term) ? stemLatin(term) : term))).size;
  let best: { text: string; matches: Match[]; anchor: Match; score: number } | undefined;
  for (const text of texts) {
    if (!text) continue;
    const matches = termMatches(text, terms);
    const passage = bestPassage(matches, terms, length - lead);
    if (passage && (!best || passage.score > best.score)) best = { text, matches, ...passage };
    if (best?.score === every) break;
  }
  return best && cutSnippet(best.text, best.matches, best.anchor, length, lead);
}

/** The snippet of `text` that starts up to `lead` characters before `anchor`, marked. */
function cutSnippet(
  text: string,
  matches: readonly Match[],
  anchor: Match,
  length: number,
  lead: number,
): MarkedPart[] {
  let start = Math.max(0, anchor.start - lead);
  const sentence = text.slice(start, anchor.start).search(/[。！？.!?\n]\s*[^。！？.!?\n]*$/u);
  if (sentence !== -1) start += sentence + 1;
  // Words of Latin letters are not cut ("…e of Taiwan's", "the signatur…"): the start moves on
  // to the next word, the end back to the last whole one. CJK text is cut at any character.
  while (start < anchor.start && inWord(text, start)) start += 1;
  while (start < anchor.start && /\s/u.test(text[start]!)) start += 1;
  let end = Math.min(text.length, start + length);
  while (end > anchor.end && inWord(text, end)) end -= 1;
  while (end > anchor.end && /\s/u.test(text[end - 1]!)) end -= 1;
  const snippet = parts(text, mergedRanges(matches), start, end);
  if (start > 0) snippet.unshift({ text: '…', marked: false });
  if (end < text.length) snippet.push({ text: '…', marked: false });
  return snippet;
}
