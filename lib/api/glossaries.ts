import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { glossaryWireSchema, type GlossaryWire } from '@/lib/schemas/glossary';
import { fetchList, type ListResult } from './resource';

export type GlossaryEntry = GlossaryWire;

/** The bilingual glossary. zh-cn converts the Chinese terms like everything else. */
export function listGlossary(locale: Locale): Promise<ListResult<GlossaryEntry>> {
  return fetchList({ locale, path: 'glossaries', item: glossaryWireSchema, map: (wire) => wire });
}
