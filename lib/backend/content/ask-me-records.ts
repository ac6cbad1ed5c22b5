import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { threadedIndex, type ThreadedIndex } from '@/lib/search/index-thread';
import { searchLanguageOf } from '@/lib/search/language';
import type { SearchDocument } from '@/lib/search/site-index';
import { sections } from '@/lib/sections';
import { attractionStore } from './attractions';
import { catalogue } from './catalogue';
import { readEdits, withEditedTexts } from './edits';
import { eventStore } from './events';
import { trailStore } from './trails';

/** A record the assistant can answer from, with the page it is shown on. */
export type AskMeRecord =
  | { kind: 'faq'; path: string; seed: ReturnType<typeof catalogue.faqs.store.all>[number] }
  | { kind: 'attraction' | 'visitorCenter'; path: string; seed: ReturnType<typeof attractionStore.all>[number] }
  | { kind: 'trail'; path: string; seed: ReturnType<typeof trailStore.all>[number] }
  | { kind: 'event'; path: string; seed: ReturnType<typeof eventStore.all>[number] };

type Indexed = { index: ThreadedIndex; records: Map<string, AskMeRecord> };
const indexes = new Map<ApiLang, { fingerprint: string; built: Indexed }>();

type Edits = Awaited<ReturnType<typeof readEdits>>;

/** A seed with the operators' edits of its texts in `lang` laid over (lib/backend/content/edits.ts). */
function edited<T extends { id: number; i18n: Record<ApiLang, object> }>(seed: T, lang: ApiLang, edits: Edits): T {
  const fields = edits.get(seed.id);
  return fields ? { ...seed, i18n: { ...seed.i18n, [lang]: withEditedTexts(seed.i18n[lang], fields) } } : seed;
}

/**
 * The assistant's index of one language: the FAQ, the attractions and visitor centres, the
 * trails and the events, through the site search's engine (lib/search) so a question is read as
 * the search reads it, with the operators' corrections of their texts (`npm run ops -- edit`).
 * Built once and kept until the corrections change: each question reads them (a small query),
 * so a correction made through any server of a cluster is answered at once.
 */
export async function askMeIndex(lang: ApiLang): Promise<Indexed> {
  const edits = {
    attractions: await readEdits('attractions', lang),
    trails: await readEdits('hiking-trails', lang),
    events: await readEdits('activities', lang),
  };
  const fingerprint = JSON.stringify(Object.values(edits).map((byItem) => [...byItem]));
  const cached = indexes.get(lang);
  if (cached?.fingerprint === fingerprint) return cached.built;
  const built = buildAskMeIndex(lang, edits);
  indexes.set(lang, { fingerprint, built });
  return built;
}

function buildAskMeIndex(lang: ApiLang, edits: { attractions: Edits; trails: Edits; events: Edits }): Indexed {
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
  for (const seed of attractionStore.all().map((item) => edited(item, lang, edits.attractions))) {
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
  for (const seed of trailStore.all().map((item) => edited(item, lang, edits.trails))) {
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
  for (const seed of eventStore.all().map((item) => edited(item, lang, edits.events))) {
    const text = seed.i18n[lang];
    add(
      { kind: 'event', path: `${sections.events.path}/${seed.id}`, seed },
      { title: text.title, summary: text.summary, places: [text.location], body: [text.description], weight: 0.85 },
    );
  }
  return { index: threadedIndex(`ask-me:${lang}`, searchLanguageOf(lang), documents), records };
}
