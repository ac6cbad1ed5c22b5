import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MarkedPart } from './highlight';
import type {
  AskMessage,
  AskReply,
  BuildMessage,
  MarkMessage,
  MarkReply,
  MemoryReply,
  ReadReply,
  ThreadReply,
  ThreadRequest,
} from './index-worker';
import type { Intent } from './question-intents';
import type { SearchDocument, SearchHit } from './site-index';
import type { SearchLanguage } from './tokenize';

/**
 * The main thread's side of the search thread (lib/search/index-worker.ts says why there is one).
 * Only types are imported from the modules that fold text: a value import would load opencc's
 * tree into the heap that renders pages (eslint.config.mjs keeps it so).
 */

/** What an index answers to a query (lib/search/site-index.ts's search, suggest and highlightTerms). */
export type IndexAnswer = { hits: SearchHit[]; suggestion?: string; highlightTerms: string[] };
export type AskOptions = { placeQuestion?: boolean; suggest?: boolean; highlight?: boolean };
/** An index kept in the search thread, asked by message. */
export type ThreadedIndex = { ask(query: string, options?: AskOptions): Promise<IndexAnswer> };

/**
 * The most the thread's young generation may take, in MB. Without a limit, Node 24's V8 sizes it
 * from the machine's memory and keeps what an index build grew it to: 134 MB committed per
 * thread, idle, on a 23 GB machine, against 1 MB on Node 20. Measured on one build, a fresh server
 * 75 s after its start: 1,077 MB resident without the limit, 910 MB at 32, 869 MB at 16, and the
 * seven indexes built as fast (9.8, 8.1 and 8.8 s; README, Performance).
 */
export const SEARCH_THREAD_YOUNG_GENERATION_MB = 16;

type ThreadState = {
  worker: Worker | undefined;
  /** The documents' fingerprint each index was last built from in the current thread. */
  sent: Map<string, string>;
  pending: Map<number, { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }>;
  nextId: number;
};

/**
 * One search thread per process, not per copy of this module. Next bundles the pages and the
 * `/_api` route handlers apart, each with its own copy of this module (and of the worker's entry),
 * so module-level state gave a server two threads, each with its own V8 heap and its own copy of
 * opencc's phrase tree; the pages' indexes (`site:…`) and the assistant's (`ask-me:…`) have
 * different names and share one thread as well. Measured on one build, a fresh server 75 s after
 * its start, the site search asked in four languages and the assistant in three: 878 and 890 MB
 * resident with a thread per copy, 774 and 827 MB with one. The development server re-runs
 * modules on an edit, and a thread kept across that would answer with the old worker's code:
 * there each copy keeps its own.
 */
const sharedStateKey = Symbol.for('trimt.search-thread');
const sharedState = globalThis as typeof globalThis & { [sharedStateKey]?: ThreadState };
const newState = (): ThreadState => ({ worker: undefined, sent: new Map(), pending: new Map(), nextId: 0 });
const state: ThreadState =
  process.env.NODE_ENV === 'development' ? newState() : (sharedState[sharedStateKey] ??= newState());
const { sent, pending } = state;

/**
 * The thread itself. In Next's server its entry is the worker chunk the bundler makes of
 * index-worker.ts (it finds the entry by this very `new Worker(new URL(…))`); run from the sources
 * (vitest), the entry is TypeScript and is loaded through tsx.
 */
function startThread(): Worker {
  const options = { resourceLimits: { maxYoungGenerationSizeMb: SEARCH_THREAD_YOUNG_GENERATION_MB } };
  if (process.env.NEXT_RUNTIME) return new Worker(new URL('./index-worker.ts', import.meta.url), options);
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index-worker.ts');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(entry)});`, {
    ...options,
    eval: true,
  });
}

/**
 * The search thread, started on first use and again after it stopped. It never keeps a process
 * alive on its own: it holds the event loop only while a request waits for its answer.
 */
function searchThread(): Worker {
  if (state.worker) return state.worker;
  const started = startThread();
  started.unref();
  started.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    waiting?.resolve(reply);
  });
  const stopped = (error: Error) => {
    if (state.worker !== started) return;
    state.worker = undefined;
    sent.clear();
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`the search thread stopped (exit code ${code})`)));
  state.worker = started;
  return started;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Sends a request and waits for its answer; a failure in the thread is thrown here. */
async function request<R extends ThreadReply>(message: WithoutId<ThreadRequest>): Promise<R | { stale: true }> {
  const thread = searchThread();
  const id = state.nextId++;
  const reply = await new Promise<ThreadReply>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ ...message, id });
  });
  if ('error' in reply) throw new Error(`search thread: ${reply.error}`);
  return reply as R | { stale: true };
}

/** A fingerprint of the documents an index is built from: the same documents, the same index. */
export function fingerprintOf(documents: readonly SearchDocument[]): string {
  return createHash('sha1').update(JSON.stringify(documents)).digest('base64');
}

/**
 * The index `name` of `documents` in the search thread. The documents are sent to the thread only
 * when their fingerprint differs from what it last built under that name (a content change, or a
 * new thread): then it builds once, before answering the question sent after them.
 */
export function threadedIndex(
  name: string,
  language: SearchLanguage,
  documents: readonly SearchDocument[],
  fingerprint = fingerprintOf(documents),
): ThreadedIndex {
  const sendDocuments = () => {
    const thread = searchThread();
    if (sent.get(name) === fingerprint) return;
    thread.postMessage({ op: 'build', name, fingerprint, language, documents } satisfies BuildMessage);
    sent.set(name, fingerprint);
  };
  return {
    async ask(query, options = {}) {
      const message: WithoutId<AskMessage> = { op: 'ask', name, fingerprint, query, ...options };
      sendDocuments();
      let reply = await request<AskReply>(message);
      // Another request built the name from other documents in between (or the build failed).
      if ('stale' in reply) {
        sent.delete(name);
        sendDocuments();
        reply = await request<AskReply>(message);
      }
      if ('stale' in reply) throw new Error(`search thread: the index ${name} could not be built`);
      return {
        hits: reply.hits.map(({ position, ...hit }) => ({ document: documents[position]!, ...hit })),
        suggestion: reply.suggestion,
        highlightTerms: reply.highlightTerms ?? [],
      };
    },
  };
}

/** Each item's title with the searched words marked, and a snippet of its texts' best passage (lib/search/highlight.ts). */
export async function markInThread(
  items: MarkMessage['items'],
  terms: readonly string[],
  length: number,
): Promise<{ title: MarkedPart[]; snippet?: MarkedPart[] }[]> {
  const reply = await request<MarkReply>({ op: 'mark', items, terms, length });
  if (!('marked' in reply)) throw new Error('search thread: no marked parts in its answer');
  return reply.marked;
}

/** The intents of a question to the assistant, and the question without their words (lib/search/question-intents.ts). */
export async function readQuestionInThread(question: string): Promise<{ intents: Set<Intent>; rest: string }> {
  const reply = await request<ReadReply>({ op: 'read', question });
  if (!('intents' in reply)) throw new Error('search thread: no intents in its answer');
  return { intents: new Set(reply.intents), rest: reply.rest };
}

/**
 * The search thread's own heap, as V8 reports it there, and which thread that is (starting the
 * thread if it is not running).
 */
export async function searchThreadMemory(): Promise<{
  threadId: number;
  youngGenerationBytes: number;
  heapBytes: number;
}> {
  const reply = await request<MemoryReply>({ op: 'memory' });
  if (!('heapBytes' in reply)) throw new Error('search thread: no memory figures in its answer');
  return { threadId: reply.threadId, youngGenerationBytes: reply.youngGenerationBytes, heapBytes: reply.heapBytes };
}
