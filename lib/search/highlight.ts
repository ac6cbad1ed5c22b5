import { foldText } from './fold';
import { isLatinTerm } from './tokenize';

/** A piece of shown text, marked when it is a word the visitor searched for. */
export type MarkedPart = { text: string; marked: boolean };

const latinLetter = /[\p{Script=Latin}\p{N}]/u;

/**
 * Where the terms occur in `text`, as [start, end) ranges of the shown text. Matching is done on
 * the folded text (so 游客 marks 遊客, "centre" marks "Centre"), which keeps the shown text's
 * positions when folding changed no length — true of CJK conversion and case; where it is not
 * (a ligature), nothing is marked rather than the wrong letters. A Latin term marks from a word's
 * start to the word's end ("trail" marks "Trails").
 */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const folded = foldText(text);
  if (folded.length !== text.length) return [];
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
  return merged;
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
    while (start < first[0] && /\s/u.test(text[start]!)) start += 1;
    const end = Math.min(text.length, start + length);
    const snippet = parts(text, ranges, start, end);
    if (start > 0) snippet.unshift({ text: '…', marked: false });
    if (end < text.length) snippet.push({ text: '…', marked: false });
    return snippet;
  }
  return undefined;
}
