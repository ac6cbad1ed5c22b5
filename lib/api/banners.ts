import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { featuredBannerResponseSchema, type FeaturedBanner } from '@/lib/schemas/banner';
import { callApi } from './client';

/** Spec section 7: POST opendata/featuredbanner with no body; the first item is the one shown. */
export async function getFeaturedBanner(locale: Locale): Promise<FeaturedBanner | undefined> {
  const outcome = await callApi({
    locale,
    path: 'opendata/featuredbanner',
    method: 'POST',
    schema: featuredBannerResponseSchema,
  });
  if (!outcome.ok || !outcome.data.success) return undefined;
  return outcome.data.data[0];
}
