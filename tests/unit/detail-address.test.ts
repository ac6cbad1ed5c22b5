import { describe, expect, test } from 'vitest';
import { viewsEndpointOf as endpointFor } from '@/lib/routing/detail-address';
import { detailTarget } from '@/lib/routing/request-guards';
import { canonicalSitePath, viewedSectionSegments } from '@/lib/sections';

const viewsEndpointOf = (path: string) => endpointFor(path, viewedSectionSegments());

describe('which page reports a view, and where (the view beacon reads this in the browser)', () => {
  test('a detail page in any language reports to the views endpoint of its backend language', () => {
    expect(viewsEndpointOf('/attractions/80')).toBe('/_api/zh-tw/views/attractions/80');
    expect(viewsEndpointOf('/zh-cn/attractions/80')).toBe('/_api/zh-tw/views/attractions/80');
    expect(viewsEndpointOf('/en/attraction/56')).toBe('/_api/en/views/attraction/56');
    expect(viewsEndpointOf('/ja/events/3')).toBe('/_api/ja/views/events/3');
    for (const section of ['news', 'tours', 'trails', 'bikeways', 'souvenirs', 'ecology']) {
      expect(viewsEndpointOf(`/en/${section}/1`), section).toBe(`/_api/en/views/${section}/1`);
    }
  });

  test('lists, other pages, forms, malformed ids and deeper paths report nothing', () => {
    for (const path of [
      '/',
      '/en',
      '/attractions',
      '/en/attractions/',
      '/en/attractions/80/map',
      '/en/attractions/abc',
      '/en/attractions/0080',
      '/en/attractions/1234567890',
      '/en/lion',
      '/en/suggestion',
      '/surveys/1',
      '/en/applications/2',
      '/applications/progress',
      '/fr/attractions/80',
    ]) {
      expect(viewsEndpointOf(path), path).toBeUndefined();
    }
  });

  test('the guard still sees form pages as details (their ids are checked), the named page aside', () => {
    expect(detailTarget('/en/surveys/1')).toEqual({ section: 'surveys', id: '1' });
    expect(detailTarget('/en/applications/progress')).toBeUndefined();
  });
});

describe('canonical site addresses (a link to an alias names the page search engines index)', () => {
  test('the spec’s /attraction alias becomes /attractions; other addresses are left as they are', () => {
    expect(canonicalSitePath('/attraction/11')).toBe('/attractions/11');
    expect(canonicalSitePath('/attraction')).toBe('/attractions');
    for (const path of ['/attractions/11', '/events/3', '/consultants', '/'])
      expect(canonicalSitePath(path), path).toBe(path);
  });
});
