import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { allSwitcherTargets } from '@/lib/i18n/switcher-targets';

export type LanguageHomeNotes = Partial<Record<Locale, string>>;

/**
 * For each language the header links to, in that language, what its link says when the page is
 * not offered there (the glossary in Japanese, travel tips in Chinese) and it leads to that
 * language's home page instead: the link is read in its own language, so is its note.
 */
export async function languageHomeNotes(locale: Locale): Promise<LanguageHomeNotes> {
  const entries = await Promise.all(
    allSwitcherTargets(locale).map(async (target) => {
      const t = await getTranslations({ locale: target, namespace: 'Shell' });
      return [target, t('languageHomeInstead')] as const;
    }),
  );
  return Object.fromEntries(entries);
}
