import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { loveTrimtItemSchema, type LoveTrimtItem } from '@/lib/schemas/love-trimt';
import { fetchList, type ListResult } from './resource';

/** Published feedback and the office's answers, newest answer first (the backend's order). */
export function listLoveTrimt(locale: Locale): Promise<ListResult<LoveTrimtItem>> {
  return fetchList({ locale, path: 'love-trimt', item: loveTrimtItemSchema, map: (item) => item });
}
