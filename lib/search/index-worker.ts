import { getHeapSpaceStatistics } from 'node:v8';
import { parentPort, threadId } from 'node:worker_threads';
import { markedSnippet, markTerms, type MarkedPart } from './highlight';
import { readQuestion, type Intent } from './question-intents';
import { createSiteIndex, type SearchDocument, type SiteIndex } from './site-index';
import type { SearchLanguage } from './tokenize';

/**
 * The search thread (lib/search/index-thread.ts starts it): the indexes, and everything that folds
 * text. The indexes are hundreds of thousands of small maps (MiniSearch's term tree and postings,
 * CJK character pairs), and folding simplified to traditional Chinese loads opencc's phrase tree
 * (about 40 MB of maps); kept in the heap that renders pages, every full collection walked them
 * while visitors waited (measured side by side: p99 87–105 ms there, 57–79 here). Here they have a heap of
 * their own, and a build no longer stops the pages being rendered.
 */

/** Builds the index `name` from `documents` (the main thread sends them whenever they changed); no reply. */
export type BuildMessage = {
  op: 'build';
  name: string;
  fingerprint: string;
  language: SearchLanguage;
  documents: readonly SearchDocument[];
};
/** Asks the index `name`, as built from the documents of `fingerprint`. */
export type AskMessage = {
  op: 'ask';
  id: number;
  name: string;
  fingerprint: string;
  query: string;
  placeQuestion?: boolean;
  /** Also a "did you mean" suggestion, and the words to highlight (the site search's page). */
  suggest?: boolean;
  highlight?: boolean;
};
/** Marks `terms` in each item's title and in a snippet of `length` characters from its texts. */
export type MarkMessage = {
  op: 'mark';
  id: number;
  items: readonly { title: string; texts: readonly (string | undefined)[] }[];
  terms: readonly string[];
  length: number;
};
/** Reads a question to the assistant (lib/search/question-intents.ts). */
export type ReadMessage = { op: 'read'; id: number; question: string };
/** The thread's own heap, in bytes (what its resource limits keep small: lib/search/index-thread.ts). */
export type MemoryMessage = { op: 'memory'; id: number };
export type ThreadRequest = AskMessage | MarkMessage | ReadMessage | MemoryMessage;

/** A hit as the thread sends it: its document by position in the documents it was built from. */
export type ThreadHit = { position: number; score: number; coverage: number; named: boolean };
export type AskReply = { id: number; hits: ThreadHit[]; suggestion?: string; highlightTerms?: string[] };
export type MarkReply = { id: number; marked: { title: MarkedPart[]; snippet?: MarkedPart[] }[] };
export type ReadReply = { id: number; intents: Intent[]; rest: string };
export type MemoryReply = { id: number; threadId: number; youngGenerationBytes: number; heapBytes: number };
export type ThreadReply =
  | AskReply
  | MarkReply
  | ReadReply
  | MemoryReply
  /** The index is missing or was built from other documents: build it, then ask again. */
  | { id: number; stale: true }
  | { id: number; error: string };

const indexes = new Map<string, { fingerprint: string; index: SiteIndex; positions: Map<SearchDocument, number> }>();

function build({ name, fingerprint, language, documents }: BuildMessage) {
  const index = createSiteIndex(documents, language);
  const positions = new Map(documents.map((document, position) => [document, position]));
  indexes.set(name, { fingerprint, index, positions });
}

function ask(message: AskMessage): ThreadReply {
  const built = indexes.get(message.name);
  if (!built || built.fingerprint !== message.fingerprint) return { id: message.id, stale: true };
  const found = built.index.search(message.query, { placeQuestion: message.placeQuestion });
  const hits = found.map(({ document, score, coverage, named }) => ({
    position: built.positions.get(document)!,
    score,
    coverage,
    named,
  }));
  return {
    id: message.id,
    hits,
    suggestion: message.suggest ? built.index.suggest(message.query, found) : undefined,
    highlightTerms: message.highlight ? built.index.highlightTerms(message.query) : undefined,
  };
}

function answer(message: ThreadRequest): ThreadReply {
  if (message.op === 'ask') return ask(message);
  if (message.op === 'mark') {
    const marked = message.items.map(({ title, texts }) => ({
      title: markTerms(title, message.terms),
      snippet: markedSnippet(texts, message.terms, message.length),
    }));
    return { id: message.id, marked };
  }
  if (message.op === 'memory') {
    const spaces = getHeapSpaceStatistics();
    return {
      id: message.id,
      threadId,
      youngGenerationBytes: spaces.find((space) => space.space_name === 'new_space')?.space_size ?? 0,
      heapBytes: spaces.reduce((sum, space) => sum + space.space_size, 0),
    };
  }
  const { intents, rest } = readQuestion(message.question);
  return { id: message.id, intents: [...intents], rest };
}

parentPort?.on('message', (message: BuildMessage | ThreadRequest) => {
  if (message.op === 'build') {
    // A failed build leaves the name without an index: the next question hears it is stale, and
    // the main thread sends the documents again.
    try {
      build(message);
    } catch {
      indexes.delete(message.name);
    }
    return;
  }
  let reply: ThreadReply;
  try {
    reply = answer(message);
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
