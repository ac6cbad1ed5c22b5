import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { createSiteIndex, type SearchDocument, type SiteIndex } from '@/lib/search/site-index';
import { sections } from '@/lib/sections';
import { attractionStore } from './attractions';
import { catalogue } from './catalogue';
import { eventStore } from './events';
import { trailStore } from './trails';

/** A record the assistant can answer from, with the page it is shown on. */
export type AskMeRecord =
  | { kind: 'faq'; path: string; seed: ReturnType<typeof catalogue.faqs.store.all>[number] }
  | { kind: 'attraction' | 'visitorCenter'; path: string; seed: ReturnType<typeof attractionStore.all>[number] }
  | { kind: 'trail'; path: string; seed: ReturnType<typeof trailStore.all>[number] }
  | { kind: 'event'; path: string; seed: ReturnType<typeof eventStore.all>[number] };

type Indexed = { index: SiteIndex; records: Map<string, AskMeRecord> };
const indexes = new Map<ApiLang, Indexed>();

/**
 * The assistant's index of one language: the FAQ, the attractions and visitor centres, the
 * trails and the events, through the site search's engine (lib/search) so a question is read as
 * the search reads it. Built on the first question and kept: the seed records do not change
 * while the server runs.
 */
export function askMeIndex(lang: ApiLang): Indexed {
  const cached = indexes.get(lang);
  if (cached) return cached;
  const records = new Map<string, AskMeRecord>();
  const documents: SearchDocument[] = [];
  const add = (record: AskMeRecord, document: Omit<SearchDocument, 'href' | 'kind'>) => {
    records.set(record.path, record);
    documents.push({ href: record.path, kind: record.kind, ...document });
  };
  for (const seed of catalogue.faqs.store.all()) {
    const text = seed.i18n[lang];
    add(
      { kind: 'faq', path: `${sections.faq.path}#faq-${seed.id}`, seed },
      { title: text.question, body: [text.answer], weight: 0.9 },
    );
  }
  for (const seed of attractionStore.all()) {
    const text = seed.i18n[lang];
    const kind = seed.type === 'visitor-center' ? 'visitorCenter' : 'attraction';
    add(
      { kind, path: `${sections.attractions.path}/${seed.id}`, seed },
      {
        title: text.name,
        summary: text.summary,
        places: [text.address],
        body: [text.description, text.travelInfo],
        place: true,
      },
    );
  }
  for (const seed of trailStore.all()) {
    const text = seed.i18n[lang];
    add(
      { kind: 'trail', path: `${sections.trails.path}/${seed.id}`, seed },
      {
        title: text.name,
        summary: text.summary,
        places: [text.start, text.end],
        body: [text.description, text.travelInfo],
        place: true,
      },
    );
  }
  for (const seed of eventStore.all()) {
    const text = seed.i18n[lang];
    add(
      { kind: 'event', path: `${sections.events.path}/${seed.id}`, seed },
      { title: text.title, summary: text.summary, places: [text.location], body: [text.description], weight: 0.85 },
    );
  }
  const built = { index: createSiteIndex(documents, lang === 'zh-tw' ? 'zh' : lang), records };
  indexes.set(lang, built);
  return built;
}
