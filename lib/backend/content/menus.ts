import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type { ApiLang } from '@/lib/i18n/locales';
import { linkSchema } from '@/lib/schemas/common';
import { menuHiddenSchema, menuItemTypeSchema, type MenuItem, type MenuUnit } from '@/lib/schemas/menu';

const menusJson = readDataFile('menus.json');

type MenuSeed = {
  id: number;
  type: z.infer<typeof menuItemTypeSchema>;
  order: number;
  url?: string;
  icon?: string;
  cover?: string;
  columns?: number;
  hidden?: z.infer<typeof menuHiddenSchema>;
  i18n: Record<ApiLang, { title: string }>;
  subMenu?: MenuSeed[];
};

const title = z.object({ title: z.string().min(1) });
const menuSeedSchema: z.ZodType<MenuSeed> = z.lazy(() =>
  z.object({
    id: z.number().int().positive(),
    type: menuItemTypeSchema,
    order: z.number().int(),
    url: linkSchema.optional(),
    icon: z.string().min(1).optional(),
    cover: z.string().min(1).optional(),
    columns: z.number().int().min(1).max(6).optional(),
    hidden: menuHiddenSchema.optional(),
    i18n: z.object({ 'zh-tw': title, en: title, ja: title }),
    subMenu: z.array(menuSeedSchema).optional(),
  }),
);

export const menuSeeds = z.array(menuSeedSchema).parse(menusJson);

/** The menu tree in one language; `unitsOf` fills items whose links are computed (the attraction item). */
export function toMenuWire(
  seed: MenuSeed,
  lang: ApiLang,
  unitsOf: (seed: MenuSeed) => MenuUnit[] | undefined,
): MenuItem {
  const units = unitsOf(seed);
  return {
    id: seed.id,
    title: seed.i18n[lang].title,
    url: seed.url,
    isLinkOut: seed.url !== undefined && /^https?:/.test(seed.url),
    icon: seed.icon,
    cover: seed.cover,
    type: seed.type,
    order: seed.order,
    columns: seed.columns,
    hidden: seed.hidden,
    ...(units ? { units } : {}),
    ...(seed.subMenu ? { subMenu: seed.subMenu.map((child) => toMenuWire(child, lang, unitsOf)) } : {}),
  };
}
