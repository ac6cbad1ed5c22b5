import type { Locale } from '@/lib/i18n/locales';

/**
 * A page that exists only in some languages or only on staging (spec section 2). Kept apart from
 * the section registry that defines the rules (visibility.ts), so a browser component can check a
 * path with rules handed to it by the server without downloading the registry.
 */
export type VisibilityRule = { path: string; onlyFor?: readonly Locale[]; stagingOnly?: boolean };

/** The rules with the deployment they are read on: what a browser component is handed. */
export type DeploymentVisibility = { rules: readonly VisibilityRule[]; isStaging: boolean };

/** Whether `pathname` (without locale prefix) may be shown in `locale` under `rules`. */
export function isPathVisibleBy(
  rules: readonly VisibilityRule[],
  pathname: string,
  locale: Locale,
  isStaging: boolean,
): boolean {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return rules.every((rule) => {
    const covers = normalized === rule.path || normalized.startsWith(`${rule.path}/`);
    if (!covers) return true;
    if (rule.stagingOnly && !isStaging) return false;
    return !rule.onlyFor || rule.onlyFor.includes(locale);
  });
}
