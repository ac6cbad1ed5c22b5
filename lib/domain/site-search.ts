import { matchesEveryWord } from './keyword';

/** One page the site search can find: where it is, what it is called, and every text it is found by. */
export type SearchDocument = {
  href: string;
  title: string;
  summary?: string;
  /** Shown above the title: the scenic area, a date. */
  kicker?: string;
  areaId?: number;
  /** Everything the words may be found in, the title included. */
  texts: readonly (string | undefined)[];
};

export type SearchGroup<K extends string> = { key: K; documents: readonly SearchDocument[] };
export type SearchHits<K extends string> = { key: K; hits: SearchDocument[] };

/**
 * The site search (spec: /search): every word must appear in one of a page's texts, as in the
 * list filters, but over whole descriptions. Each kind of page keeps its own group and its
 * list's order, except that pages whose title holds every word come first: someone typing
 * "獅山古道" wants the trail before the pages that mention it. Groups without a hit are left out.
 */
export function searchGroups<K extends string>(
  groups: readonly SearchGroup<K>[],
  words: readonly string[],
): SearchHits<K>[] {
  if (words.length === 0) return [];
  return groups
    .map(({ key, documents }) => {
      const found = documents.filter((document) => matchesEveryWord(document.texts, words, { atWordStart: true }));
      const inTitle = found.filter((document) => matchesEveryWord([document.title], words, { atWordStart: true }));
      return { key, hits: [...inTitle, ...found.filter((document) => !inTitle.includes(document))] };
    })
    .filter((group) => group.hits.length > 0);
}
