import { describe, expect, test } from 'vitest';
import { imagesToEvict, touchImage } from '@/lib/offline/image-budget';
import { liveOfflineSince } from '@/lib/offline/live-offline';
import { isKeptImage, isLiveAnswer, isMapTile, isMenuPanelsAnswer } from '@/lib/offline/requests';
import { nearestVisitorCentre, packPaths, parsePackIndex, withoutPack, withPack } from '@/lib/offline/save-pack';
import { isStorablePage, markSavedCopy } from '@/lib/offline/saved-copy';
import { offlinePathFor, shellPaths, staticAssetsOf } from '@/lib/offline/shell';
import { fillTemplate, formatBytes, formatSavedAt } from '@/lib/offline/format';

const mb = 1024 * 1024;

describe('the photo budget', () => {
  test('drops nothing while the photos fit', () => {
    expect(imagesToEvict([{ url: '/a', bytes: 10 * mb, lastUsed: 1 }], 30 * mb)).toEqual([]);
  });

  test('drops the least recently used photos until the rest fit, a single oversized photo included', () => {
    const entries = [
      { url: '/new', bytes: 20 * mb, lastUsed: 30 },
      { url: '/old', bytes: 8 * mb, lastUsed: 10 },
      { url: '/mid', bytes: 8 * mb, lastUsed: 20 },
    ];
    expect(imagesToEvict(entries, 30 * mb)).toEqual(['/old']);
    expect(imagesToEvict(entries, 10 * mb)).toEqual(['/old', '/mid', '/new']);
    expect(imagesToEvict([{ url: '/huge', bytes: 40 * mb, lastUsed: 5 }], 30 * mb)).toEqual(['/huge']);
  });

  test('a photo shown again becomes the most recent and keeps its size', () => {
    const index = touchImage(
      [
        { url: '/a', bytes: 5, lastUsed: 1 },
        { url: '/b', bytes: 7, lastUsed: 2 },
      ],
      '/a',
      9,
    );
    expect(index).toEqual([
      { url: '/b', bytes: 7, lastUsed: 2 },
      { url: '/a', bytes: 5, lastUsed: 9 },
    ]);
    expect(imagesToEvict(index, 6)).toEqual(['/b']);
  });
});

describe('what the worker keeps, by address', () => {
  const at = (path: string) => new URL(path, 'https://www.trimt-nsa.gov.tw');

  test('keeps the live answers of the widgets and no other /_api answer', () => {
    expect(isLiveAnswer(at('/_api/en/weather-forecast?zipcode=424'))).toBe(true);
    expect(isLiveAnswer(at('/_api/zh-tw/smart-parking'))).toBe(true);
    expect(isLiveAnswer(at('/_api/xsrf-token'))).toBe(false);
    expect(isLiveAnswer(at('/_api/en/xsrf-token'))).toBe(false);
    expect(isLiveAnswer(at('/_api/en/captcha'))).toBe(false);
    expect(isLiveAnswer(at('/_api/en/suggest-opinion'))).toBe(false);
  });

  test('keeps each language’s menu items, and no other JSON of the site', () => {
    for (const path of ['/menu.json', '/en/menu.json', '/ja/menu.json', '/zh-cn/menu.json'])
      expect(isMenuPanelsAnswer(at(path)), path).toBe(true);
    for (const path of ['/zh-tw/menu.json', '/xx/menu.json', '/en/news/menu.json', '/offline-pack.json'])
      expect(isMenuPanelsAnswer(at(path)), path).toBe(false);
  });

  test('keeps this site’s photos but no map tile, on this site or another', () => {
    const origin = 'https://www.trimt-nsa.gov.tw';
    expect(isKeptImage(at('/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75'), 'image', origin)).toBe(true);
    expect(isKeptImage(at('/tiles/12/3421/1780.png'), 'image', origin)).toBe(false);
    expect(isKeptImage(new URL('https://tile.openstreetmap.org/12/3421/1780.png'), 'image', origin)).toBe(false);
    expect(isMapTile(at('/images/attractions/12.webp'))).toBe(false);
  });
});

describe('pages kept for offline use', () => {
  test('only complete public HTML pages are stored', () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(isStorablePage(200, headers({ 'content-type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isStorablePage(404, headers({ 'content-type': 'text/html' }))).toBe(false);
    expect(isStorablePage(200, headers({ 'content-type': 'text/html', 'cache-control': 'private, no-cache' }))).toBe(
      false,
    );
    expect(isStorablePage(200, headers({ 'content-type': 'application/json' }))).toBe(false);
  });

  test('a copy served from the cache carries the time it was saved, once', () => {
    const html = '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body></body></html>';
    const marked = markSavedCopy(html, '2026-11-27T07:00:00.000Z');
    expect(marked).toContain('<head><meta name="trimt-saved-copy" content="2026-11-27T07:00:00.000Z"><title>');
    expect(markSavedCopy(marked, '2026-11-28T07:00:00.000Z')).toBe(marked);
    expect(markSavedCopy(html, '"><script>')).not.toContain('<script>');
  });

  test('the shell is the emergency, safety-tips and offline pages in all four languages', () => {
    const paths = shellPaths();
    expect(paths).toHaveLength(12);
    expect(paths).toEqual(expect.arrayContaining(['/emergency', '/en/emergency', '/ja/emergency', '/zh-cn/emergency']));
    expect(paths).toEqual(expect.arrayContaining(['/offline', '/ja/safety-tips']));
    expect(offlinePathFor('/ja/trails/3')).toBe('/ja/offline');
    expect(offlinePathFor('/trails/3')).toBe('/offline');
  });

  test('a page’s build files are read from its HTML, each once', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a1.css"><script src="/_next/static/chunks/b2.js" async></script>' +
      '<script>self.__next_f.push([1,"\\"/_next/static/chunks/b2.js\\""])</script><img src="/images/x.webp">';
    expect(staticAssetsOf(html)).toEqual(['/_next/static/css/a1.css', '/_next/static/chunks/b2.js']);
  });
});

describe('"Save for offline"', () => {
  const centres = [
    { id: 901, lat: 24.25, lng: 121.25 },
    { id: 902, lat: 24.05, lng: 121.15 },
  ];

  test('an area page saves itself, the emergency pages, a visitor centre, then its trails and attractions', () => {
    expect(
      packPaths({
        locale: 'en',
        page: '/lishan',
        areaPage: '/lishan',
        trails: [{ id: 3 }, { id: 4 }],
        attractions: [{ id: 10 }, { id: 901 }],
        visitorCentres: centres,
      }),
    ).toEqual([
      '/en/lishan',
      '/en/emergency',
      '/en/safety-tips',
      '/en/attractions/901',
      '/en/trails/3',
      '/en/trails/4',
      '/en/attractions/10',
    ]);
  });

  test('a trail page saves the visitor centre nearest to the trail, in the page’s language', () => {
    const paths = packPaths({
      locale: 'zh-tw',
      page: '/trails/4',
      areaPage: '/lishan',
      origin: { lat: 24.06, lng: 121.16 },
      trails: [{ id: 4 }],
      attractions: [],
      visitorCentres: centres,
    });
    expect(paths.slice(0, 5)).toEqual(['/trails/4', '/lishan', '/emergency', '/safety-tips', '/attractions/902']);
    expect(nearestVisitorCentre(undefined, centres)?.id).toBe(901);
    expect(nearestVisitorCentre({ lat: 24, lng: 121 }, [{ id: 7 }])?.id).toBe(7);
    expect(nearestVisitorCentre({ lat: 24, lng: 121 }, [])).toBeUndefined();
  });

  test('the list of packs survives bad storage, replaces a page saved again, and keeps shared files', () => {
    expect(parsePackIndex('not json')).toEqual([]);
    expect(parsePackIndex('[{"page":1}]')).toEqual([]);
    const a = { page: '/lishan', title: 'Lishan', savedAt: 't1', bytes: 10, urls: ['/lishan', '/emergency'] };
    const b = { page: '/trails/4', title: 'Trail', savedAt: 't2', bytes: 5, urls: ['/trails/4', '/emergency'] };
    const index = withPack(withPack([], a), b);
    expect(index.map((pack) => pack.page)).toEqual(['/trails/4', '/lishan']);
    expect(withPack(index, { ...a, savedAt: 't3' }).map((pack) => pack.savedAt)).toEqual(['t3', 't2']);
    expect(parsePackIndex(JSON.stringify(index))).toEqual(index);
    const removed = withoutPack(index, '/lishan');
    expect(removed.index).toEqual([b]);
    expect(removed.orphans).toEqual(['/lishan']);
  });
});

describe('live figures that are not fresh', () => {
  test('say the time of the stored copy, or of the last good load once a refresh failed or the device is offline', () => {
    const fresh = { refreshFailed: false, offline: false, updatedAt: Date.UTC(2026, 10, 27, 1) };
    expect(liveOfflineSince(fresh)).toBeUndefined();
    expect(liveOfflineSince({ ...fresh, savedAt: '2026-11-26T23:00:00.000Z' })).toBe('2026-11-26T23:00:00.000Z');
    expect(liveOfflineSince({ ...fresh, refreshFailed: true })).toBe('2026-11-27T01:00:00.000Z');
    expect(liveOfflineSince({ ...fresh, offline: true })).toBe('2026-11-27T01:00:00.000Z');
    expect(liveOfflineSince({ ...fresh, offline: true, updatedAt: 0 })).toBeUndefined();
  });
});

describe('offline notes’ formats', () => {
  test('write the saved time in Taiwan time and sizes in decimal units, per language', () => {
    expect(formatSavedAt('2026-11-27T07:05:00.000Z', 'en')).toBe('27 November 2026 at 15:05');
    expect(formatSavedAt('2026-11-27T07:05:00.000Z', 'zh-tw')).toContain('2026年11月27日');
    expect(formatBytes(3_200_000, 'en')).toBe('3.2 MB');
    expect(formatBytes(840_000, 'en')).toBe('840 kB');
    expect(fillTemplate('Saving {done} of {total}', { done: 2, total: 9 })).toBe('Saving 2 of 9');
  });
});
