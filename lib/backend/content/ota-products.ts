import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { otaProductSeedSchema, type OtaProductSeed, type OtaProductWire } from '@/lib/schemas/ota-product';

const otaProductsJson = readDataFile('ota-products.json');

const products = z.array(otaProductSeedSchema).parse(otaProductsJson);

/** A seed product as the contract sends it: its name in the language asked, its sources kept here. */
export function toOtaProductWire(seed: OtaProductSeed, lang: ApiLang): OtaProductWire {
  const { name, sources: _sources, ...facts } = seed;
  return { ...facts, name: name[lang] };
}

export function otaProducts(lang: ApiLang): OtaProductWire[] {
  return products.map((seed) => toOtaProductWire(seed, lang));
}
