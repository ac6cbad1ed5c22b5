import type { Locale } from '@/lib/i18n/locales';
import { sectionEntries } from '@/lib/sections';

/**
 * Pages that exist only in some languages or only on staging (spec section 2), from the section
 * registry. The proxy answers 404 for them elsewhere, and menus, sitemaps and links consult the
 * same rules, so no link can point at a hidden page.
 */
type VisibilityRule = { path: string; onlyFor?: readonly Locale[]; stagingOnly?: boolean };

export const visibilityRules: readonly VisibilityRule[] = sectionEntries.flatMap(([, section]) =>
  section.onlyFor || section.stagingOnly ? [section] : [],
);

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
