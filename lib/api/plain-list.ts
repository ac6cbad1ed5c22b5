import 'server-only';
import type { z } from 'zod';
import { deriveCategoryNames } from '@/lib/domain/category';
import type { Locale } from '@/lib/i18n/locales';
import type { Envelope } from '@/lib/schemas/envelope';
import { fetchList, type ListResult } from './resource';

/** An item of a list with no position, cover or area to derive: as sent, plus its category names. */
export type Listed<W> = W & { categoryNames: string[] };

export function plainList<W extends object>(path: string, item: z.ZodType<W>) {
  const map = (wire: W, side: Envelope<unknown>): Listed<W> => ({
    ...wire,
    categoryNames: deriveCategoryNames(
      ('categories' in wire && Array.isArray(wire.categories) ? wire.categories : []) as number[],
      side.category ?? [],
    ),
  });
  return (locale: Locale): Promise<ListResult<Listed<W>>> => fetchList({ locale, path, item, map });
}
