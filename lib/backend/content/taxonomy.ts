import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import type { District, TaxonomyItem } from '@/lib/schemas/envelope';

const taxonomyJson = readDataFile('taxonomy.json');

const names = { 'zh-tw': z.string(), en: z.string(), ja: z.string() };
const taxonomySchema = z.object({
  areas: z.array(z.object({ id: z.number().int(), slug: z.string(), ...names })),
  counties: z.array(z.object({ id: z.number().int(), ...names })),
  districts: z.array(z.object({ zipcode: z.string().regex(/^\d{3}$/), county_id: z.number().int(), ...names })),
  /** Categories of the other resources (tour themes, souvenir kinds, FAQ topics, ...). */
  categories: z.array(z.object({ id: z.number().int(), ...names })),
});

const taxonomy = taxonomySchema.parse(taxonomyJson);

export function listAreas(lang: ApiLang): TaxonomyItem[] {
  return taxonomy.areas.map((area) => ({ id: area.id, name: area[lang] }));
}

/** Every category a list item may carry: the areas plus each resource's own categories. */
export function listCategories(lang: ApiLang): TaxonomyItem[] {
  return [...listAreas(lang), ...taxonomy.categories.map((category) => ({ id: category.id, name: category[lang] }))];
}

export function listCounties(lang: ApiLang): TaxonomyItem[] {
  return taxonomy.counties.map((county) => ({ id: county.id, name: county[lang] }));
}

export function listDistricts(lang: ApiLang): District[] {
  return taxonomy.districts.map((d) => ({ zipcode: d.zipcode, name: d[lang], county_id: d.county_id }));
}

export function countyIdOfZipcode(zipcode: string): number | undefined {
  return taxonomy.districts.find((d) => d.zipcode === zipcode)?.county_id;
}
