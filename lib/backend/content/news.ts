import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { newsSeedSchema, type NewsSeed, type NewsWire } from '@/lib/schemas/news';
import { createSeedStore } from './seed-store';

const newsJson = readDataFile('news.json');

export const newsStore = createSeedStore('news', z.array(newsSeedSchema).parse(newsJson));

export function toNewsWire(seed: NewsSeed, lang: ApiLang, views: number): NewsWire {
  return {
    id: seed.id,
    type: 'news',
    categories: seed.categories,
    ...seed.i18n[lang],
    date_posted: seed.datePosted,
    viewsCount: views,
    images: seed.images,
  };
}
