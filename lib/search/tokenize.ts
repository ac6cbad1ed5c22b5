import { foldText } from './fold';
import { stopWords } from './stop-words';

/** The languages the search indexes; zh-cn shares Chinese segmentation (its text folds to zh-tw's). */
export type SearchLanguage = 'zh' | 'en' | 'ja';

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const latin = /\p{Script=Latin}/u;
const segmenters = new Map<SearchLanguage, Intl.Segmenter>();

/** Node ships the full ICU: its word segmenter splits Chinese and Japanese with a dictionary. */
function segmenterOf(language: SearchLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language === 'zh' ? 'zh-Hant' : language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

export const isCjkTerm = (term: string) => cjk.test(term);
export const isLatinTerm = (term: string) => latin.test(term);

/**
 * English words to one form: plural endings and British spellings, so "trails" finds "trail"
 * and "visitor centre" finds "Visitor Center". Short words and -ss/-us/-is endings are kept as
 * they are ("bus", "grass", "lotus").
 */
export function stemLatin(word: string): string {
  let stem = word.replace(/'s$/u, '').replace(/['’]/gu, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 3 && stem.endsWith('s') && !/(ss|us|is)$/u.test(stem)) stem = stem.slice(0, -1);
  return stem.replace(/tre$/u, 'ter');
}

/**
 * The words of a text as the search reads them: folded, segmented, question and filler words
 * dropped, English words stemmed. `runs` are the stretches of CJK words that stood together,
 * before a space, punctuation or a dropped word broke them, each as its words (八卦山 → 八卦, 山).
 */
export function searchWords(text: string, language: SearchLanguage): { words: string[]; runs: string[][] } {
  const words: string[] = [];
  const runs: string[][] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const { segment, isWordLike } of segmenterOf(language).segment(foldText(text))) {
    if (!isWordLike || stopWords.has(segment)) {
      endRun();
      continue;
    }
    if (isCjkTerm(segment)) {
      words.push(segment);
      run.push(segment);
    } else {
      endRun();
      const stem = stemLatin(segment);
      if (stem && !stopWords.has(stem)) words.push(stem);
    }
  }
  endRun();
  return { words, runs };
}

/**
 * The index terms of a text: its words, and the character pairs of each CJK run. The segmenter's
 * dictionary may cut a name differently in another context (福壽山 alone, 福壽/山 before は), and
 * the pairs 福壽 and 壽山 match either way; the words keep a one-character query (茶) and the
 * segmenter's own cuts.
 */
export function searchTerms(text: string, language: SearchLanguage): string[] {
  const { words, runs } = searchWords(text, language);
  const terms = [...words];
  const seen = new Set(words);
  for (const run of runs) {
    const chars = [...run.join('')];
    for (let index = 0; index + 1 < chars.length; index += 1) {
      const pair = chars[index]! + chars[index + 1]!;
      if (!seen.has(pair)) terms.push(pair);
    }
  }
  return terms;
}
