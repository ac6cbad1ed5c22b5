import { foldText } from './fold';
import { isLatinTerm } from './tokenize';

/** A piece of shown text, marked when it is a word the visitor searched for. */
export type MarkedPart = { text: string; marked: boolean };

const latinLetter = /[\p{Script=Latin}\p{N}]/u;
const wordCharacter = /[\p{Script=Latin}\p{N}'’]/u;
/** Whether `at` falls inside a word of Latin letters (the apostrophe of "Taiwan's" is in it). */
const inWord = (text: string, at: number) =>
  wordCharacter.test(text[at - 1] ?? '') && wordCharacter.test(text[at] ?? '');

/**
 * Where the terms occur in `text`, as [start, end) ranges of the shown text. Matching is done on
 * the folded text (so 游客 marks 遊客, "centre" marks "Centre"), whose positions are the shown
 * text's when folding changed no number of characters — true of CJK conversion and case; where it
 * did (a ligature), nothing is marked rather than the wrong letters. Characters, not UTF-16 units:
 * the simplified 𫛭 (two units) folds to 鵟 (one), which left all of 灰面𫛭鹰 text on /zh-cn unmarked.
 * A Latin term marks from a word's start to the word's end ("trail" marks "Trails").
 */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const folded = foldText(text);
  const shownAt = shownPositions(text, folded);
  if (!shownAt) return [];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (!isLatinTerm(term)) {
        ranges.push([at, at + term.length]);
        continue;
      }
      if (at > 0 && latinLetter.test(folded[at - 1]!)) continue;
      let end = at + term.length;
      while (end < folded.length && latinLetter.test(folded[end]!)) end += 1;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged.map(([start, end]) => [shownAt[start]!, shownAt[end]!]);
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
  return parts(text, matchRanges(text, terms));
}

/**
 * A snippet of at most `length` characters around the first searched word found in the texts
 * (summary first, then body), cut at a sentence start when one is near, with "…" where text was
 * left out. None when no text holds a searched word: the caller shows the summary instead.
 */
export function markedSnippet(
  texts: readonly (string | undefined)[],
  terms: readonly string[],
  length: number,
): MarkedPart[] | undefined {
  for (const text of texts) {
    if (!text) continue;
    const ranges = matchRanges(text, terms);
    const first = ranges[0];
    if (!first) continue;
    let start = Math.max(0, first[0] - Math.floor(length / 4));
    const sentence = text.slice(start, first[0]).search(/[。！？.!?\n]\s*[^。！？.!?\n]*$/u);
    if (sentence !== -1) start += sentence + 1;
    // Words of Latin letters are not cut ("…e of Taiwan's", "the signatur…"): the start moves on
    // to the next word, the end back to the last whole one. CJK text is cut at any character.
    while (start < first[0] && inWord(text, start)) start += 1;
    while (start < first[0] && /\s/u.test(text[start]!)) start += 1;
    let end = Math.min(text.length, start + length);
    while (end > first[1] && inWord(text, end)) end -= 1;
    while (end > first[1] && /\s/u.test(text[end - 1]!)) end -= 1;
    const snippet = parts(text, ranges, start, end);
    if (start > 0) snippet.unshift({ text: '…', marked: false });
    if (end < text.length) snippet.push({ text: '…', marked: false });
    return snippet;
  }
  return undefined;
}
