import 'server-only';
import { cache } from 'react';
import { deriveCover, isPlaceholder } from '@/lib/domain/cover';
import type { Locale } from '@/lib/i18n/locales';
import { newsWireSchema, type NewsWire } from '@/lib/schemas/news';
import type { ApiOutcome } from './client';
import { fetchDetail, fetchList, isValidId, type ListResult } from './resource';

export type NewsItem = Omit<NewsWire, 'images'> & { cover: string; hasOwnImage: boolean };

function toNews(wire: NewsWire): NewsItem {
  const { images, ...rest } = wire;
  const cover = deriveCover({ images });
  return { ...rest, cover, hasOwnImage: !isPlaceholder(cover) };
}

export function listNews(locale: Locale): Promise<ListResult<NewsItem>> {
  return fetchList({ locale, path: 'news', item: newsWireSchema, map: toNews });
}

export const getNews = cache(async (locale: Locale, id: number): Promise<ApiOutcome<NewsItem>> => {
  if (!isValidId(id)) return { ok: false, reason: 'not-found' };
  return fetchDetail({ locale, path: `news/${id}`, item: newsWireSchema, map: toNews });
});
