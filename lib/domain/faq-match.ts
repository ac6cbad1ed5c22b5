/**
 * The assistant's answers (spec: chat assistant, `ics` mascot Q&A): the FAQ entries closest to a
 * question typed in the visitor's own words. Chinese and Japanese are not written with spaces,
 * so text is compared by overlapping pairs of characters (「搭公車」 → 搭公, 公車), the usual way
 * to match CJK text without a dictionary; other scripts by whole words, small words left out.
 */
import { englishStopWords } from '@/lib/search/english-stop-words';

export type FaqEntry = { id: number; question: string; answer: string };

/** The longest question the assistant reads; the panel's field allows as much. */
export const maxQuestionLength = 200;

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const smallWords: ReadonlySet<string> = new Set(englishStopWords);

/** The terms a text is compared by: character pairs of its CJK runs (a lone character as is), and its other words. */
export function questionTerms(text: string): Set<string> {
  const normalized = text.normalize('NFKC').toLocaleLowerCase();
  const terms = new Set<string>();
  for (const [run] of normalized.matchAll(cjk)) {
    const chars = [...run];
    if (chars.length === 1) terms.add(run);
    for (let index = 0; index + 1 < chars.length; index += 1) terms.add(chars[index]! + chars[index + 1]!);
  }
  for (const word of normalized.replace(cjk, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if (word.length > 1 && !smallWords.has(word)) terms.add(word);
  }
  return terms;
}

/**
 * Up to `limit` entries, best first, that share enough of the question's terms: a term found in
 * an entry's question counts twice what one found only in its answer, and an entry must hold at
 * least a third of the question's terms (in either) to be offered at all.
 */
export function matchFaqs<T extends FaqEntry>(question: string, entries: readonly T[], limit = 3): T[] {
  const asked = [...questionTerms(question)];
  if (asked.length === 0) return [];
  return entries
    .map((entry, order) => {
      const inQuestion = questionTerms(entry.question);
      const inAnswer = questionTerms(entry.answer);
      const found = asked.filter((term) => inQuestion.has(term) || inAnswer.has(term)).length;
      const score = asked.reduce((sum, term) => sum + (inQuestion.has(term) ? 2 : inAnswer.has(term) ? 1 : 0), 0);
      return { entry, order, found, score };
    })
    .filter((candidate) => candidate.found * 3 >= asked.length && candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((candidate) => candidate.entry);
}
