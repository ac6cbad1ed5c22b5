import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { isStagingSite } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { visibleMenu } from '@/lib/navigation/menu-visibility';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { menuItemSchema, type MenuItem } from '@/lib/schemas/menu';
import { callApi } from './client';

/**
 * The navigation tree in this language, without the items hidden here (GET menus). A failing
 * backend gives an empty menu: the page still renders, with the sitemap and search links.
 */
export const getMenus = cache(async (locale: Locale): Promise<MenuItem[]> => {
  const outcome = await callApi({ locale, path: 'menus', schema: envelopeSchema(z.array(menuItemSchema)) });
  if (!outcome.ok) return [];
  return visibleMenu(outcome.data.data, locale, isStagingSite());
});
