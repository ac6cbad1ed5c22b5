import 'server-only';
import { otaProductWireSchema } from '@/lib/schemas/ota-product';
import { plainList, type Listed } from './plain-list';
import type { OtaProductWire } from '@/lib/schemas/ota-product';
import type { Locale } from '@/lib/i18n/locales';

export type OtaProduct = Listed<OtaProductWire>;

const listOtaProducts = plainList('ota-products', otaProductWireSchema);

/** The products offered with one souvenir or tour, newest change first. */
export async function otaProductsFor(locale: Locale, record: { souvenir?: number; tour?: number }) {
  const { items } = await listOtaProducts(locale);
  return items
    .filter((product) =>
      record.souvenir !== undefined
        ? product.souvenirIds.includes(record.souvenir)
        : product.tourIds.includes(record.tour ?? 0),
    )
    .sort((a, b) => b.date_modified.localeCompare(a.date_modified));
}
