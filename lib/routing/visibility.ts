import type { Locale } from '@/lib/i18n/locales';
import { sectionEntries } from '@/lib/sections';
import { isPathVisibleBy, type DeploymentVisibility, type VisibilityRule } from './visibility-rules';

/**
 * Pages that exist only in some languages or only on staging (spec section 2), from the section
 * registry. The proxy answers 404 for them elsewhere, and menus, sitemaps and links consult the
 * same rules, so no link can point at a hidden page.
 */
export const visibilityRules: readonly VisibilityRule[] = sectionEntries.flatMap(([, section]) =>
  // Only the rule's own fields: the list is handed to the language switcher in every page.
  section.onlyFor || section.stagingOnly
    ? [
        {
          path: section.path,
          ...(section.onlyFor ? { onlyFor: section.onlyFor } : {}),
          ...(section.stagingOnly ? { stagingOnly: true } : {}),
        },
      ]
    : [],
);

/** Whether `pathname` (without locale prefix) may be shown in `locale` on this deployment. */
export function isPathVisible(pathname: string, locale: Locale, isStaging: boolean): boolean {
  return isPathVisibleBy(visibilityRules, pathname, locale, isStaging);
}

/** The rules as the language switcher (a browser component) needs them on this deployment. */
export function deploymentVisibility(isStaging: boolean): DeploymentVisibility {
  return { rules: visibilityRules, isStaging };
}
