import 'server-only';
import type { Metadata } from 'next';
import type { ApiOutcome } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/locales';
import { buildPageMetadata } from './metadata';

type Titled = { id: number; name?: string; title?: string; summary?: string; cover: string };
type Params = Promise<{ locale: string; id: string }>;

/** generateMetadata of a detail page at /{section}/{id}: its name, summary and cover. */
export function detailMetadata<T extends Titled>(section: string, load: (params: Params) => Promise<{ locale: Locale; outcome: ApiOutcome<T> }>) {
  return async ({ params }: { params: Params }): Promise<Metadata> => {
    const { locale, outcome } = await load(params);
    if (!outcome.ok) return {};
    const item = outcome.data;
    const name = item.name ?? item.title ?? '';
    return buildPageMetadata({ locale, path: `/${section}/${item.id}`, name, description: item.summary ?? name, image: item.cover });
  };
}
