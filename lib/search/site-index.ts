import MiniSearch, { type SearchResult } from 'minisearch';
import { editDistance } from './edit-distance';
import { foldText } from './fold';
import { readQuestion } from './question-intents';
import { askedKinds, asksForPlace, stopWords, withoutKindWords } from './stop-words';
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
  /** Whether the page's whole name is in the query (「南庄遊客中心電話」 names 南庄遊客中心). */
  named: boolean;
};

export type SiteIndex = {
  /**
   * Every page that holds a word of the query, best first. `placeQuestion` says whether the
   * question asks where a place is, how to reach or call it; by default it is read from the query.
   */
  search(query: string, options?: { placeQuestion?: boolean }): SearchHit[];
  /**
   * A query written with the index's own words ("did you mean"), only one that finds pages, and
   * only when the query's own results are poor: none, or none that holds the whole query or a
   * page's whole name. `hits` are the query's results when the caller has them already.
   */
  suggest(query: string, hits?: readonly SearchHit[]): string | undefined;
  /**
   * The words a result is highlighted by: the query's own (its CJK words as they stand together),
   * and for a Latin word no page holds (a typo, the start of a word), the words it was taken for.
   */
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
  /** Every term of every page: a query term outside it is found nowhere, a sign of a typo. */
  const indexTerms = new Set<string>();
  const indexTokenize = (text: string) => {
    const terms = tokenize(text);
    for (const term of terms) indexTerms.add(term);
    return terms;
  };
  const engine = new MiniSearch<{ id: number }>({
    fields: ['title', 'places', 'summary', 'body'],
    extractField: (item, field) => {
      if (field === 'id') return item.id;
      const document = documents[item.id]!;
      if (field === 'places') return joined(document.places);
      if (field === 'body') return joined(document.body);
      return field === 'title' ? document.title : (document.summary ?? '');
    },
    tokenize: indexTokenize,
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
    // 「遊客中心幾點開」 asks about visitor centres in general: the FAQ answers it, not one centre.
    const general = asksAboutAKind(query, language);
    const kinds = general ? new Set<string>() : askedKinds(query);
    const placeBoost = placeQuestion && !general ? placeQuestionBoost : 1;
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
      .map(({ id, score, coverage, name }) => ({ document: documents[id]!, score, coverage, named: name > 0 }));
  };
  const unknownTerms = (query: string) => tokenize(query).filter((term) => !indexTerms.has(term));
  /** Results that answer the query: the best holds all of it, or the query names it. */
  const answered = (hits: readonly SearchHit[]) => hits[0] !== undefined && (hits[0].coverage >= 1 || hits[0].named);
  /**
   * The best of the query's mended CJK names (mendings): it must leave fewer CJK terms unknown,
   * and none at all unless its results answer it. The fewest left unknown first, then one that
   * names a page (峨眉湖 over the township 峨眉鄉 for 峨眉胡), then the commonest word.
   */
  const mendedCjk = (query: string, unknown: readonly string[]) => {
    const before = unknown.filter(isCjkTerm).length;
    const candidates = mendings(query, unknown, vocabulary)
      .map(({ text, count }) => ({ text, count, left: unknownTerms(text).filter(isCjkTerm).length }))
      .filter(({ left }) => left < before);
    // Group by how many terms each leaves unknown, fewest first; only that group is searched, and
    // at most `mendingsSearched` of them in all, the commonest words first.
    let budget = mendingsSearched;
    for (const left of [...new Set(candidates.map((candidate) => candidate.left))].sort((a, b) => a - b)) {
      const group = candidates
        .filter((candidate) => candidate.left === left)
        .sort((a, b) => b.count - a.count)
        .slice(0, budget);
      budget -= group.length;
      const best = group
        .map((candidate) => ({ ...candidate, hits: rank(candidate.text) }))
        .filter(({ hits }) => left === 0 || answered(hits))
        .sort((a, b) => Number(b.hits[0]?.named ?? false) - Number(a.hits[0]?.named ?? false) || b.count - a.count)[0];
      if (best) return best.text;
      if (budget <= 0) break;
    }
    return undefined;
  };

  return {
    search: rank,
    suggest(query, hits = rank(query)) {
      // A query whose results answer it (a page holds all of it, or is named by it) is what was
      // meant; one longer than a name with words around it is a sentence or a paste, not a slip.
      if (answered(hits) || [...query].length > suggestedUpTo) return undefined;
      const unknown = unknownTerms(query);
      const corrected =
        mendedCjk(query, unknown) ??
        correctLatin(query, language, vocabulary, new Set(unknown)) ??
        // Nothing found at all: a looser correction of the whole CJK part, or the closest page name.
        (hits.length > 0
          ? undefined
          : (correctCjkPart(query, language, vocabulary) ?? closestName(query, language, documents, names)));
      return corrected && foldText(corrected) !== foldText(query) && rank(corrected).length > 0 ? corrected : undefined;
    },
    highlightTerms(query) {
      const { words, runs } = searchWords(query, language);
      const latin = words.filter((word) => !isCjkTerm(word));
      // A word the pages hold is marked as itself (and its inflections, lib/search/highlight.ts).
      // The engine also matched the longer words it begins and the words one letter away ("tea"
      // → team, teapot; "trail" → train): other words, which were marked as if searched for. A
      // word no page holds is a slip or the start of a word: it is marked by the words the engine
      // took it for ("visiter" → visitor, "lish" → lishan). The engine's CJK terms are never
      // taken: they are character pairs and the words a lone character begins (山 → 山林, 山城),
      // which marked 山城 and 卦山三 for 八卦山.
      const takenFor = latin
        .filter((word) => !indexTerms.has(word))
        .flatMap((word) => engine.search(word).flatMap((result) => result.terms))
        .filter((term) => !isCjkTerm(term));
      return [...new Set([...runs.flatMap(cjkHighlights), ...latin, ...takenFor])];
    },
  };
}

/**
 * What a run of the query's CJK words is highlighted by: the whole run (梨山遊客中心), each word of
 * two characters or more as it stands (遊客, 中心: 獅頭山遊客中心 shows 遊客中心 for 梨山遊客中心), and
 * a one-character word only joined to the word beside it (八卦山 cut 八卦/山 marks 八卦山, never every
 * 山), unless it is the whole run (茶). CJK text has no spaces, so the marked words that stand
 * together merge into one mark. The whole run is a term of its own so that a text holding it marks
 * it and not its parts elsewhere (highlight.ts: 八卦 of 八卦松林 beside 八卦山).
 */
function cjkHighlights(run: readonly string[]): string[] {
  if (run.length === 1) return [...run];
  const parts = run.flatMap((word, index) => {
    if ([...word].length > 1) return [word];
    const before = run[index - 1];
    const after = run[index + 1];
    return [...(before ? [before + word] : []), ...(after ? [word + after] : [])];
  });
  return [run.join(''), ...parts];
}

/**
 * The longest query "did you mean" corrects, in characters: a name with a slip and a few words
 * around it (獅頭山部道怎麼去 is 8). Mending tries every stretch of the query and searches each
 * mended one, work that grows faster than the query; 100 characters took a quarter of a second.
 */
const suggestedUpTo = 32;

/**
 * How many mended queries a suggestion may search: each is a whole search (a few milliseconds),
 * and a query with a slip repeated in it mends hundreds of ways (99 characters: about 700, which
 * took three seconds of the search thread before this bound).
 */
const mendingsSearched = 8;

type Vocabulary = Map<string, { display: string; count: number }>;

/**
 * Every word of the pages as written (the zh-cn page's in simplified form), under its folded form,
 * and the CJK names of their titles and places as a whole (梨山遊客中心, which the segmenter cuts
 * into 梨山/遊客/中心): the words and names a query is corrected to.
 */
function buildVocabulary(documents: readonly SearchDocument[], language: SearchLanguage): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  const add = (text: string) => {
    const key = isLatinTerm(text) ? stemLatin(foldText(text)) : foldText(text);
    if (stopWords.has(key)) return;
    const entry = vocabulary.get(key);
    if (entry) entry.count += 1;
    else vocabulary.set(key, { display: isLatinTerm(text) ? text.toLocaleLowerCase('en') : text, count: 1 });
  };
  const segmenter = new Intl.Segmenter(language === 'zh' ? 'zh-Hant' : language, { granularity: 'word' });
  for (const document of documents) {
    const names = [document.title, ...(document.places ?? [])];
    for (const [position, text] of [...names, document.summary].entries()) {
      // A stretch of CJK words in a title or a place is a name; one in a summary is not.
      const isName = position < names.length;
      let run = '';
      let parts = 0;
      const endRun = () => {
        if (isName && parts > 1) add(run);
        run = '';
        parts = 0;
      };
      for (const { segment, isWordLike } of segmenter.segment(text ?? '')) {
        if (isWordLike && [...segment].length >= 2) add(segment);
        if (isWordLike && isCjkTerm(segment)) {
          run += segment;
          parts += 1;
        } else endRun();
      }
      endRun();
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

/** The query with each Latin word that no page holds replaced by the closest known word. */
function correctLatin(
  query: string,
  language: SearchLanguage,
  vocabulary: Vocabulary,
  unknown: ReadonlySet<string>,
): string | undefined {
  const { words } = searchWords(query, language);
  let changed = false;
  const latin = words
    .filter((word) => !isCjkTerm(word))
    .map((word) => {
      if (!unknown.has(word) || vocabulary.has(word) || latinSlips(word) === 0)
        return vocabulary.get(word)?.display ?? word;
      const closest = closestWord(word, latinSlips(word), vocabulary);
      changed ||= closest !== undefined;
      return closest ?? word;
    });
  return changed ? [words.filter(isCjkTerm).join(''), ...latin].filter(Boolean).join(' ') : undefined;
}

/**
 * The query with its CJK part (which the segmenter cuts into single characters when it knows no
 * word there, and which say little alone) replaced by the closest known word as a whole: 梨仙 → 梨山.
 * For a query that finds nothing, so a loose match is better than none.
 */
function correctCjkPart(query: string, language: SearchLanguage, vocabulary: Vocabulary): string | undefined {
  const { words } = searchWords(query, language);
  const cjk = words.filter(isCjkTerm).join('');
  if ([...cjk].length < 2 || vocabulary.has(cjk)) return undefined;
  const closest = closestWord(cjk, cjkSlips(cjk), vocabulary);
  return closest ? [closest, ...words.filter((word) => !isCjkTerm(word))].join(' ') : undefined;
}

const cjkCharacter = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u;

/**
 * The query with one slip in a CJK name mended, every way the vocabulary allows: one wrong,
 * missing or extra character (梨山遊客中新 → 梨山遊客中心, 八掛山 → 八卦山). A slip shows as a word
 * or character pair no page holds (中新, 八掛); each stretch of the query holding one that is one
 * slip from a known word or name gives a mending, with how common that word is. The rest of the
 * query is kept as typed, and the name written as the pages write it (simplified on /zh-cn).
 */
function mendings(
  query: string,
  unknown: readonly string[],
  vocabulary: Vocabulary,
): { text: string; count: number }[] {
  const slips = unknown.filter(isCjkTerm);
  if (slips.length === 0) return [];
  const folded = [...foldText(query)];
  // Folding a CJK text maps character to character; if it did not, the folded form is shown.
  const typed = [...query];
  const shown = folded.length === typed.length ? typed : folded;
  // The stretches [start, end) of CJK characters that hold an unknown term, by length.
  const stretches = new Map<number, [number, number][]>();
  for (let start = 0; start < folded.length; start += 1) {
    for (let end = start + 2; end <= folded.length && cjkCharacter.test(folded[end - 1]!); end += 1) {
      if (!cjkCharacter.test(folded[start]!)) break;
      const stretch = folded.slice(start, end).join('');
      if (slips.some((term) => stretch.includes(term)))
        stretches.set(end - start, [...(stretches.get(end - start) ?? []), [start, end]]);
    }
  }
  const mended = new Map<string, number>();
  for (const [known, { display, count }] of vocabulary) {
    const length = [...known].length;
    if (length < 2 || !isCjkTerm(known)) continue;
    const first = known[0];
    const last = known.at(-1);
    for (const size of [length - 1, length, length + 1]) {
      for (const [start, end] of stretches.get(size) ?? []) {
        // One slip leaves the first or the last character as it is.
        if (folded[start] !== first && folded[end - 1] !== last) continue;
        const stretch = folded.slice(start, end).join('');
        if (stretch === known || editDistance(stretch, known, 1) > 1) continue;
        const text = [...shown.slice(0, start), display, ...shown.slice(end)].join('');
        mended.set(text, Math.max(count, mended.get(text) ?? 0));
      }
    }
  }
  return [...mended].map(([text, count]) => ({ text, count }));
}

/**
 * Whether a question asks about a kind of page in general, naming no place: 「遊客中心幾點開」,
 * "visitor center opening hours". The FAQ answers it, not the one visitor centre that ranks first.
 */
function asksAboutAKind(query: string, language: SearchLanguage): boolean {
  const { intents, rest } = readQuestion(query);
  return (
    intents.size > 0 && askedKinds(query).size > 0 && searchWords(withoutKindWords(rest), language).words.length === 0
  );
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
