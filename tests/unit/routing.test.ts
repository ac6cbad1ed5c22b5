import { describe, expect, test } from 'vitest';
import { localizedPath, splitLocale } from '@/lib/i18n/locales';
import { decideProxy } from '@/lib/routing/proxy-rules';
import { isPathVisible } from '@/lib/routing/visibility';
import { sortByOrder } from '@/lib/navigation/site-structure';

const base = { search: '', host: 'localhost:3000', isStaging: false };

describe('locale paths', () => {
  test('zh-tw has no prefix; the others do', () => {
    expect(localizedPath('zh-tw', '/attractions')).toBe('/attractions');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('zh-cn', '/attractions/80')).toBe('/zh-cn/attractions/80');
  });
  test('splitLocale finds the prefix and treats unknown ones as part of a zh-tw path', () => {
    expect(splitLocale('/ja/lion')).toEqual({ locale: 'ja', rest: '/lion' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', rest: '/' });
    expect(splitLocale('/fr/lion')).toEqual({ locale: 'zh-tw', rest: '/fr/lion' });
  });
});

describe('proxy decisions', () => {
  test('/zh-tw/... redirects permanently (308) to the unprefixed path, keeping the query', () => {
    expect(decideProxy({ ...base, pathname: '/zh-tw/attractions', search: '?category=51' })).toEqual({
      kind: 'redirect',
      location: '/attractions?category=51',
      status: 308,
    });
    expect(decideProxy({ ...base, pathname: '/zh-tw' })).toMatchObject({ kind: 'redirect', location: '/' });
  });

  test('a language prefix in capitals is redirected for good to its own spelling, query kept', () => {
    const redirect = (location: string) => ({ kind: 'redirect', location, status: 308 });
    expect(decideProxy({ ...base, pathname: '/EN/events', search: '?area=53' })).toEqual(
      redirect('/en/events?area=53'),
    );
    expect(decideProxy({ ...base, pathname: '/Ja' })).toEqual(redirect('/ja'));
    expect(decideProxy({ ...base, pathname: '/ZH-CN/news/1' })).toEqual(redirect('/zh-cn/news/1'));
    expect(decideProxy({ ...base, pathname: '/ZH-TW/attractions' })).toEqual(redirect('/attractions'));
    expect(decideProxy({ ...base, pathname: '/Zh-Tw' })).toEqual(redirect('/'));
    // Never a redirect to another host (`//evil.example` is protocol-relative).
    expect(decideProxy({ ...base, pathname: '/ZH-TW//evil.example/x' })).toEqual(redirect('/evil.example/x'));
    expect(decideProxy({ ...base, pathname: '/zh-tw//evil.example' })).toEqual(redirect('/evil.example'));
    // Not a language: left to the routing (404 there).
    expect(decideProxy({ ...base, pathname: '/ENG/events' })).toEqual({ kind: 'continue' });
  });

  test('ordinary pages go on to the i18n routing', () => {
    expect(decideProxy({ ...base, pathname: '/en/attractions' })).toEqual({ kind: 'continue' });
    expect(decideProxy({ ...base, pathname: '/zh-twx' })).toEqual({ kind: 'continue' });
  });

  test('staging-only pages answer 404 unless SITE_ENV=staging', () => {
    expect(decideProxy({ ...base, pathname: '/sustainable-tourism' })).toEqual({ kind: 'not-found', locale: 'zh-tw' });
    expect(decideProxy({ ...base, pathname: '/en/sustainable-tourism' })).toEqual({ kind: 'not-found', locale: 'en' });
    expect(decideProxy({ ...base, isStaging: true, pathname: '/sustainable-tourism' })).toEqual({ kind: 'continue' });
  });

  test('the configured file-area host is served the file-area pages at its root', () => {
    const input = { ...base, host: 'files.example.gov.tw:443', fileAreaHost: 'files.example.gov.tw' };
    expect(decideProxy({ ...input, pathname: '/' })).toEqual({ kind: 'rewrite', pathname: '/file-area' });
    expect(decideProxy({ ...input, pathname: '/en/faq' })).toEqual({ kind: 'rewrite', pathname: '/en/file-area/faq' });
    expect(decideProxy({ ...input, pathname: '/file-area/faq' })).toEqual({ kind: 'continue' });
    expect(decideProxy({ ...base, fileAreaHost: 'files.example.gov.tw', pathname: '/' })).toEqual({ kind: 'continue' });
  });
});

describe('page visibility (spec section 2)', () => {
  test('travel tips exist only in foreign languages', () => {
    expect(isPathVisible('/travel-tips', 'en', false)).toBe(true);
    expect(isPathVisible('/travel-tips', 'zh-tw', false)).toBe(false);
  });
  test('the bilingual glossary is hidden in Japanese', () => {
    expect(isPathVisible('/bilingual-glossary', 'ja', false)).toBe(false);
    expect(isPathVisible('/bilingual-glossary/', 'en', false)).toBe(true);
  });
  test('crowd flow and the feedback form are Chinese only', () => {
    expect(isPathVisible('/crowd-flow/', 'zh-cn', false)).toBe(true);
    expect(isPathVisible('/crowd-flow', 'ja', false)).toBe(false);
    expect(isPathVisible('/love-trimt/feedback', 'en', false)).toBe(false);
  });
  test('other pages are visible everywhere', () => {
    expect(isPathVisible('/attractions', 'ja', false)).toBe(true);
  });
});

describe('utility links', () => {
  test('are sorted by their order', () => {
    expect(sortByOrder([{ order: 3 }, { order: 1 }, { order: 2 }]).map((link) => link.order)).toEqual([1, 2, 3]);
  });
});
