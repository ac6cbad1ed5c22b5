import MiniSearch, { type SearchResult } from 'minisearch';
import { editDistance } from './edit-distance';
import { foldText } from './fold';
import { askedKinds, asksForPlace, stopWords } from './stop-words';
import { isCjkTerm, isLatinTerm, searchTerms, searchWords, stemLatin, type SearchLanguage } from './tokenize';

/** One page the site search can find: where it is, what it is called, and the texts it is found by. */
export type SearchDocument = {
  href: string;
  /** The kind of page (attractions, trails, faq…): its label and its group. */
  kind: string;
  title: string;
  summary?: string;
  /** Shown above the title: the scenic area, a date. */
  kicker?: string;
  areaId?: number;
  /** Place names: scenic area, township, address, a route's ends. */
  places?: readonly (string | undefined)[];
  /** Everything else it is found by: description, answer, how to get there. */
  body?: readonly (string | undefined)[];
  /** How much its kind weighs against others when both match as well (1 for the pages of places). */
  weight?: number;
  /** A place's own page (attraction, visitor centre, trail): preferred for "where / how to get to / phone" questions. */
  place?: boolean;
};

/** How much more a place's page weighs when the question asks where, how to get there or a phone number. */
const placeQuestionBoost = 1.6;
/** How much more a page of the kind the query names weighs (「獅頭山步道」: the area's trails over a tour that mentions them). */
const kindQuestionBoost = 1.8;

export type SearchHit = {
  document: SearchDocument;
  score: number;
  /** The share of the query's terms the page holds (0–1): how much of the question it answers. */
  coverage: number;
};

export type SiteIndex = {
  /**
   * Every page that holds a word of the query, best first. `placeQuestion` says whether the
   * question asks where a place is, how to reach or call it; by default it is read from the query.
   */
  search(query: string, options?: { placeQuestion?: boolean }): SearchHit[];
  /** A query written with the index's own words ("did you mean"), only one that finds pages. */
  suggest(query: string): string | undefined;
  /** The words a result is highlighted by: the query's own, and those its typos were taken for. */
  highlightTerms(query: string): string[];
};

type Field = 'title' | 'places' | 'summary' | 'body';

/**
 * Field weights (issue 27): a page's name first, then the places it is in, its summary, its body.
 * BM25 already favours short fields, so the name's weight need not be extreme.
 */
const boost: Record<Field, number> = { title: 4, places: 2, summary: 1.5, body: 1 };

const joined = (texts: readonly (string | undefined)[] | undefined) => (texts ?? []).filter(Boolean).join('\n');

/** Typos are forgiven in Latin words of five letters or more: one slip, two from nine letters. */
const fuzzyOf = (term: string) => (isLatinTerm(term) && term.length >= 5 ? (term.length >= 9 ? 2 : 1) : false);
/** A Latin word of three letters or more also finds longer words ("tea" → "teahouse"); a lone CJK character finds the words it begins. */
const prefixOf = (term: string) =>
  (isLatinTerm(term) && term.length >= 3) || (isCjkTerm(term) && [...term].length === 1);

/** The words of a name as one comparable string: CJK names without spaces, others with single ones. */
function compact(words: readonly string[]): string {
  return words.some(isCjkTerm) ? words.join('') : words.join(' ');
}

/**
 * Builds the index of one language's pages. MiniSearch ranks by BM25 over our own terms
 * (lib/search/tokenize.ts); on top of it a page whose name is the query comes first, then pages
 * whose whole name is in the query (「南庄遊客中心電話」 names 南庄遊客中心), longer names first.
 */
export function createSiteIndex(documents: readonly SearchDocument[], language: SearchLanguage): SiteIndex {
  const tokenize = (text: string) => searchTerms(text, language);
  const engine = new MiniSearch<{ id: number }>({
    fields: ['title', 'places', 'summary', 'body'],
    extractField: (item, field) => {
      if (field === 'id') return item.id;
      const document = documents[item.id]!;
      if (field === 'places') return joined(document.places);
      if (field === 'body') return joined(document.body);
      return field === 'title' ? document.title : (document.summary ?? '');
    },
    tokenize,
    processTerm: (term) => term,
    searchOptions: { tokenize, processTerm: (term) => term, boost, prefix: prefixOf, fuzzy: fuzzyOf },
  });
  engine.addAll(documents.map((_, id) => ({ id })));

  const names = documents.map((document) => compact(searchWords(document.title, language).words));
  const vocabulary = buildVocabulary(documents, language);

  const rank = (query: string, { placeQuestion = asksForPlace(query) } = {}): SearchHit[] => {
    const words = searchWords(query, language).words;
    if (words.length === 0) return [];
    const asked = compact(words);
    const spaced = ` ${asked} `;
    const nameRank = (id: number): number => {
      const name = names[id]!;
      if (name === asked) return Number.MAX_SAFE_INTEGER;
      if ([...name].length < 2) return 0;
      return (isCjkTerm(name) ? asked.includes(name) : spaced.includes(` ${name} `)) ? name.length : 0;
    };
    const placeBoost = placeQuestion ? placeQuestionBoost : 1;
    const kinds = askedKinds(query);
    const queryTerms = new Set(tokenize(query)).size;
    const weighed = (id: number, score: number) => {
      const document = documents[id]!;
      const kindBoost = kinds.has(document.kind) ? kindQuestionBoost : 1;
      return score * (document.weight ?? 1) * (document.place ? placeBoost : 1) * kindBoost;
    };
    return engine
      .search(query)
      .map((result: SearchResult) => ({
        id: result.id as number,
        score: weighed(result.id, result.score),
        name: nameRank(result.id),
        coverage: Math.min(1, new Set(result.queryTerms).size / Math.max(1, queryTerms)),
      }))
      .sort((a, b) => b.name - a.name || b.score - a.score)
      .map(({ id, score, coverage }) => ({ document: documents[id]!, score, coverage }));
  };

  return {
    search: rank,
    suggest(query) {
      // Only a query that finds nothing is corrected: one that finds pages is what was meant.
      if (rank(query).length > 0) return undefined;
      const corrected = correctWords(query, language, vocabulary) ?? closestName(query, language, documents, names);
      return corrected && foldText(corrected) !== foldText(query) && rank(corrected).length > 0 ? corrected : undefined;
    },
    highlightTerms(query) {
      const words = searchWords(query, language).words;
      const matched = engine.search(query).flatMap((result) => result.terms);
      return [...new Set([...words, ...matched])];
    },
  };
}

type Vocabulary = Map<string, { display: string; count: number }>;

/** Every word of the pages as written (the zh-cn page's in simplified form), under its folded form. */
function buildVocabulary(documents: readonly SearchDocument[], language: SearchLanguage): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  const segmenter = new Intl.Segmenter(language === 'zh' ? 'zh-Hant' : language, { granularity: 'word' });
  for (const document of documents) {
    const text = [document.title, joined(document.places), document.summary ?? ''].join('\n');
    for (const { segment, isWordLike } of segmenter.segment(text)) {
      if (!isWordLike || [...segment].length < 2) continue;
      const key = isLatinTerm(segment) ? stemLatin(foldText(segment)) : foldText(segment);
      if (stopWords.has(key)) continue;
      const entry = vocabulary.get(key);
      if (entry) entry.count += 1;
      else vocabulary.set(key, { display: isLatinTerm(segment) ? segment.toLocaleLowerCase('en') : segment, count: 1 });
    }
  }
  return vocabulary;
}

/** How many slips a Latin word may have and still be corrected: one from four letters, two from nine. */
const latinSlips = (word: string) => (word.length >= 9 ? 2 : word.length >= 4 ? 1 : 0);
/** A CJK phrase: one wrong character in two or three, a third of a longer one. */
const cjkSlips = (phrase: string) => Math.max(1, Math.floor([...phrase].length / 3));

/** The known word of the same script closest to `word` within `limit` slips, the commonest on a tie. */
function closestWord(word: string, limit: number, vocabulary: Vocabulary): string | undefined {
  let best: { display: string; distance: number; count: number } | undefined;
  for (const [known, { display, count }] of vocabulary) {
    if (isCjkTerm(known) !== isCjkTerm(word)) continue;
    const distance = editDistance(word, known, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count))
      best = { display, distance, count };
  }
  return best?.display;
}

/**
 * The query written with the index's words: each unknown Latin word replaced by the closest known
 * one, and the CJK part (the segmenter cuts an unknown name into single characters, which say
 * little alone) by the closest known word as a whole: 梨仙 → 梨山.
 */
function correctWords(query: string, language: SearchLanguage, vocabulary: Vocabulary): string | undefined {
  const { words } = searchWords(query, language);
  let changed = false;
  const latin = words
    .filter((word) => !isCjkTerm(word))
    .map((word) => {
      const known = vocabulary.get(word)?.display;
      if (known || latinSlips(word) === 0) return known ?? word;
      const closest = closestWord(word, latinSlips(word), vocabulary);
      changed ||= closest !== undefined;
      return closest ?? word;
    });
  let cjk = words.filter(isCjkTerm).join('');
  if (cjk && [...cjk].length >= 2 && !vocabulary.has(cjk)) {
    const closest = closestWord(cjk, cjkSlips(cjk), vocabulary);
    if (closest) {
      cjk = closest;
      changed = true;
    }
  }
  return changed ? [cjk, ...latin].filter(Boolean).join(' ') : undefined;
}

/** The page name closest to the whole query, when it is within a third of the name's length. */
function closestName(
  query: string,
  language: SearchLanguage,
  documents: readonly SearchDocument[],
  names: readonly string[],
): string | undefined {
  const asked = compact(searchWords(query, language).words);
  if ([...asked].length < 2) return undefined;
  let best: { id: number; distance: number } | undefined;
  names.forEach((name, id) => {
    const limit = Math.floor([...name].length / 3);
    const distance = editDistance(asked, name, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { id, distance };
  });
  return best ? documents[best.id]!.title : undefined;
}
