import type { Locale } from '@/lib/i18n/locales';

/**
 * Pages that exist only in some languages or only on staging (spec section 2). The proxy answers
 * 404 for them elsewhere, and menus, sitemaps and links consult the same table, so no link can
 * point at a hidden page.
 */
type VisibilityRule = { path: string; onlyFor?: readonly Locale[]; stagingOnly?: boolean };

const chinese: readonly Locale[] = ['zh-tw', 'zh-cn'];

export const visibilityRules: readonly VisibilityRule[] = [
  { path: '/sustainable-tourism', stagingOnly: true },
  { path: '/travel-tips', onlyFor: ['en', 'ja'] },
  { path: '/bilingual-glossary', onlyFor: ['zh-tw', 'zh-cn', 'en'] },
  { path: '/crowd-flow', onlyFor: chinese },
  { path: '/love-trimt/feedback', onlyFor: chinese },
];

/** Whether `pathname` (without locale prefix) may be shown in `locale` on this deployment. */
export function isPathVisible(pathname: string, locale: Locale, isStaging: boolean): boolean {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return visibilityRules.every((rule) => {
    const covers = normalized === rule.path || normalized.startsWith(`${rule.path}/`);
    if (!covers) return true;
    if (rule.stagingOnly && !isStaging) return false;
    return !rule.onlyFor || rule.onlyFor.includes(locale);
  });
}
