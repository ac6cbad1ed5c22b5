import { describe, expect, test } from 'vitest';
import sitemap from '@/app/sitemap';

describe('sitemap.xml', () => {
  test('a news item carries its day of posting as <lastmod>, in every language', async () => {
    const entries = await sitemap();
    const news = entries.filter((entry) => /\/news\/1$/.test(entry.url));
    // zh-tw (no prefix), en, ja, zh-cn.
    expect(news).toHaveLength(4);
    expect(new Set(news.map((entry) => entry.lastModified))).toEqual(new Set(['2025-10-07']));
  });

  test('no <lastmod> is invented: pages and records without a date of their own have none', async () => {
    const entries = await sitemap();
    const undated = ['/events/1', '/trails/55', '/attractions/80', '/en/events'];
    for (const path of undated) {
      const entry = entries.find((candidate) => candidate.url.endsWith(path));
      expect(entry, path).toBeDefined();
      expect(entry!.lastModified, path).toBeUndefined();
    }
    // Every date given is a day the data holds.
    for (const entry of entries.filter((candidate) => candidate.lastModified !== undefined))
      expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a page the spec lists that has nothing to show yet is left out (its "No data" is a soft 404)', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    // The file area has no activity video and no shared post in its data; it has documents.
    for (const path of ['/file-area/activity/video', '/en/file-area/activity/video', '/file-area/shared-post-list'])
      expect(urls, path).not.toContain(path);
    expect(urls).toContain('/en/file-area/documents');
  });
});
