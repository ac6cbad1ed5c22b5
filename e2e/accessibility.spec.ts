import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = ['/', '/bilingual-glossary', '/trails', '/trails/55', '/events', '/events/1', '/news', '/news/1', '/attractions', '/attractions?category=53', '/attractions/80', '/lion', '/lishan', '/bagua', '/sitemap', '/search?q=%E6%A2%A8%E5%B1%B1', '/privacy', '/no-such-page'];
const prefixes = ['', '/en', '/ja', '/zh-cn'];

for (const prefix of prefixes) {
  for (const path of pages) {
    const url = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
    test(`axe finds no WCAG 2.2 AA violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
