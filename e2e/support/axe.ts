import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the site promises (spec: accessibility). */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it is now, one line per rule with the elements it found.
 *
 * Legacy mode runs axe once in the page instead of per frame with the results merged in a blank
 * page of its own: our pages have no frames (nothing would be missed), and the merge page made
 * each check take 3.5 s instead of about 1 s on a 2-core machine, across more than 400 checks.
 * Only violations are asked for: collecting every passing node is most of the rest of the time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // options() replaces every option set before it: it comes first, then the tags.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcag22aa)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
