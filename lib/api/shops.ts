import 'server-only';
import { shopWireSchema, type ShopWire } from '@/lib/schemas/shop';
import type { Locale } from '@/lib/i18n/locales';
import { plainList, type Listed } from './plain-list';

export type Shop = Listed<ShopWire>;

const listShops = plainList('shops', shopWireSchema);

/** The shops that sell one souvenir. */
export async function shopsSelling(locale: Locale, souvenirId: number): Promise<Shop[]> {
  const { items } = await listShops(locale);
  return items.filter((shop) => shop.souvenirIds.includes(souvenirId));
}
