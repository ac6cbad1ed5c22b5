import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  isBackendPath,
  isDetailId,
  isMalformedPath,
  isMissingDetail,
  isPageMethod,
  isCrossSitePagePost,
  isOversizedPagePost,
  pagePostLimitBytes,
} from '@/lib/routing/request-guards';

describe('checks the proxy makes before routing', () => {
  test('percent-encoding that is not UTF-8 is malformed; encoded text and plain paths are not', () => {
    expect(isMalformedPath('/attractions/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/ja/events/%ED%A0%80')).toBe(true);
    expect(isMalformedPath('/en/trails/200%')).toBe(true);
    expect(isMalformedPath('/_api/en/attractions/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/attractions/%E6%A2%A8')).toBe(false);
    expect(isMalformedPath('/en/attractions/80')).toBe(false);
  });

  test('the backend is /_api and below, not a page that merely starts with the same letters', () => {
    for (const path of ['/_api', '/_api/en/attractions']) expect(isBackendPath(path), path).toBe(true);
    for (const path of ['/_apis', '/en/_api', '/api/en']) expect(isBackendPath(path), path).toBe(false);
  });

  test('pages take GET, HEAD and POST (server actions) only', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(isPageMethod(method)).toBe(true);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) expect(isPageMethod(method)).toBe(false);
  });

  test('a detail id is a plain positive integer without a leading zero', () => {
    for (const id of ['1', '80', '999999999']) expect(isDetailId(id)).toBe(true);
    for (const id of ['0', '00080', '-1', '1e3', '80.0', 'abc', ' 80', '1234567890', ''])
      expect(isDetailId(id)).toBe(false);
  });

  test('impossible detail ids go to the 404 page, in every language; lists, real ids and named pages do not', () => {
    for (const path of [
      '/attractions/abc',
      '/en/events/0007',
      '/ja/trails/80.0',
      '/zh-cn/applications/x',
      '/attraction/-1',
    ])
      expect(isMissingDetail(path), path).toBe(true);
    for (const path of [
      '/attractions',
      '/en/attractions/80',
      '/applications/progress',
      '/en/applications/progress',
      '/ja/surveys/1',
      '/suggestion/status',
      '/attractions/80/extra',
      // The events' calendar files: the feed beside the ids, and one event's file below its id.
      '/events/calendar.ics',
      '/en/events/calendar.ics',
      '/en/events/1/calendar.ics',
    ])
      expect(isMissingDetail(path), path).toBe(false);
  });

  test('an id the backend does not have is missing when the backend can tell; unknown stays with the page', () => {
    const exists = (section: string, id: number) => (section === 'events' ? id === 3 : undefined);
    expect(isMissingDetail('/en/events/99', exists)).toBe(true);
    expect(isMissingDetail('/en/events/3', exists)).toBe(false);
    // An event's calendar file is judged as its event page.
    expect(isMissingDetail('/en/events/99/calendar.ics', exists)).toBe(true);
    expect(isMissingDetail('/en/events/3/calendar.ics', exists)).toBe(false);
    expect(isMissingDetail('/ja/events/0007/calendar.ics')).toBe(true);
    expect(isMissingDetail('/events/calendar.ics', exists)).toBe(false);
    expect(isMissingDetail('/en/trails/99', exists)).toBe(false);
    expect(isMissingDetail('/en/events/99')).toBe(false);
  });

  test('every page of its own inside a detail section is known to the guard', () => {
    const site = path.join(process.cwd(), 'app', '[locale]', '(site)');
    for (const section of [
      'attractions',
      'attraction',
      'news',
      'events',
      'tours',
      'trails',
      'bikeways',
      'souvenirs',
      'ecology',
      'applications',
      'surveys',
    ]) {
      const named = readdirSync(path.join(site, section), { withFileTypes: true }).filter(
        (entry) => entry.isDirectory() && !entry.name.startsWith('['),
      );
      for (const page of named)
        expect(isMissingDetail(`/${section}/${page.name}`), `/${section}/${page.name}`).toBe(false);
    }
  });
});

describe('posts to pages Next would answer with a bare 500', () => {
  const post = (headers: Record<string, string>, body?: BodyInit) =>
    new Request('http://localhost:3000/suggestion/confirm', { method: 'POST', headers, body });

  test('a post from another site is refused (403 by the proxy), one from this site or a script is not', () => {
    const site = 'https://www.example.test';
    expect(isCrossSitePagePost(post({ origin: 'https://evil.example', host: 'localhost:3000' }), site)).toBe(true);
    expect(isCrossSitePagePost(post({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isCrossSitePagePost(post({ origin: 'http://localhost:3000', host: 'localhost:3000' }), site)).toBe(false);
    expect(isCrossSitePagePost(post({ origin: 'https://www.example.test', host: '10.0.0.2:3000' }), site)).toBe(false);
    expect(isCrossSitePagePost(post({}), site)).toBe(false);
    expect(
      isCrossSitePagePost(new Request('http://localhost:3000/', { headers: { origin: 'https://evil.example' } }), site),
    ).toBe(false);
  });

  test('a post larger than a server action takes is refused (413), judged by its length or its body', async () => {
    expect(await isOversizedPagePost(post({ 'content-length': String(pagePostLimitBytes + 1) }))).toBe(true);
    expect(await isOversizedPagePost(post({ 'content-length': '300' }))).toBe(false);
    expect(await isOversizedPagePost(post({}, new Uint8Array(pagePostLimitBytes + 10)))).toBe(true);
    expect(await isOversizedPagePost(post({}, 'small'))).toBe(false);
  });
});
