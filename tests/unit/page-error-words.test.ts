import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { pageErrorWords, pageErrorWordsFile } from '@/lib/i18n/page-error-words';

describe("the error page's words (components/layout/page-error-words.json)", () => {
  test('are those of messages/*.json: run `npm run generate:page-error-words` after changing them', () => {
    const file = readFileSync(new URL('../../components/layout/page-error-words.json', import.meta.url), 'utf8');
    expect(file).toBe(pageErrorWordsFile());
  });

  test('exist in every language, zh-cn converted from zh-tw', () => {
    const words = pageErrorWords();
    expect(Object.keys(words).sort()).toEqual([...locales].sort());
    expect(words['zh-cn'].title).toBe('这个网页暂时无法显示');
    expect(words['zh-tw'].title).toBe('這個網頁暫時無法顯示');
    for (const locale of locales) expect(words[locale].reference).toContain('{digest}');
  });
});
