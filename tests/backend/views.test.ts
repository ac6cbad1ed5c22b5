import { describe, expect, test } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { viewMarks } from '@/lib/backend/db/schema';
import { countViewOnce, pruneViewMarks, viewWindowMs } from '@/lib/backend/db/view-marks';
import { callBackend } from '../support/backend';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let address = 0;
/** A visitor of their own: a fresh address (as the load balancer appends it) and a browser. */
const newVisitor = (userAgent = chrome): Record<string, string> => ({
  'x-forwarded-for': `198.51.100.${++address}`,
  'user-agent': userAgent,
});

const view = (path: string, headers: Record<string, string>, lang = 'en') =>
  callBackend(`${lang}/views/${path}`, { method: 'POST', headers });

/** The count a detail endpoint shows: `hits` (attractions) or `viewsCount` (the rest). */
async function countOf(endpoint: string, id: number): Promise<number> {
  const answer = await callBackend(`en/${endpoint}/${id}`);
  expect(answer.status, `${endpoint}/${id}`).toBe(200);
  const data = (answer.body as { data: { hits?: number; viewsCount?: number } }).data;
  return data.hits ?? data.viewsCount ?? Number.NaN;
}

describe('POST views/:section/:id counts a view of a detail page', () => {
  test('a view raises the count by one and is answered 204 with no body', async () => {
    const before = await countOf('attractions', 104);
    const answer = await view('attractions/104', newVisitor());
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
    expect(await countOf('attractions', 104)).toBe(before + 1);
  });

  test('the same visitor again within the window adds nothing, in any language or by the /attraction alias', async () => {
    const visitor = newVisitor();
    const before = await countOf('attractions', 114);
    await view('attractions/114', visitor);
    for (const [path, lang] of [
      ['attractions/114', 'en'],
      ['attractions/114', 'ja'],
      ['attraction/114', 'zh-tw'],
    ] as const) {
      expect((await view(path, visitor, lang)).status).toBe(204);
    }
    expect(await countOf('attractions', 114)).toBe(before + 1);
  });

  test('another visitor counts: another address, or another browser at the same address', async () => {
    const visitor = newVisitor();
    const before = await countOf('news', 1);
    await view('news/1', visitor);
    await view('news/1', newVisitor());
    await view('news/1', { ...visitor, 'user-agent': firefox });
    expect(await countOf('news', 1)).toBe(before + 3);
  });

  test('one address adds at most five views to one item per window, whatever User-Agent each request names', async () => {
    const address = { 'x-forwarded-for': '198.51.100.240' };
    const before = await countOf('attractions', 80);
    for (let version = 1; version <= 20; version++) {
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/${version}.0 Safari/537.36`;
      expect((await view('attractions/80', { ...address, 'user-agent': userAgent })).status).toBe(204);
    }
    expect(await countOf('attractions', 80)).toBe(before + 5);
    // Another item from the same address, and the same item from another address, still count.
    const otherItem = await countOf('attractions', 104);
    await view('attractions/104', { ...address, 'user-agent': chrome });
    expect(await countOf('attractions', 104)).toBe(otherItem + 1);
    await view('attractions/80', newVisitor());
    expect(await countOf('attractions', 80)).toBe(before + 6);
  });

  test('a visitor who comes back does not use up the five views one address may add to an item', async () => {
    const address = { 'x-forwarded-for': '198.51.100.241' };
    const before = await countOf('attractions', 104);
    // One browser reloading: its first view counts, and its returns ask nothing of the address's five.
    for (let i = 0; i < 6; i++) await view('attractions/104', { ...address, 'user-agent': chrome });
    expect(await countOf('attractions', 104)).toBe(before + 1);
    for (let version = 1; version <= 4; version++) {
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`;
      await view('attractions/104', { ...address, 'user-agent': userAgent });
    }
    expect(await countOf('attractions', 104)).toBe(before + 5);
  });

  test('a visitor’s view counts once per 30 minutes: again at the 30th minute, not at the 29th', async () => {
    // Written out in minutes, not from viewWindowMs: a change to the window itself must fail here.
    const start = new Date('2026-06-01T08:00:00Z');
    const at = (minutes: number) => ({ now: new Date(start.getTime() + minutes * 60_000) });
    expect(await countViewOnce('literal-window', 1, 'visitor-c', at(0))).toBe(true);
    expect(await countViewOnce('literal-window', 1, 'visitor-c', at(10))).toBe(false);
    expect(await countViewOnce('literal-window', 1, 'visitor-c', at(29))).toBe(false);
    expect(await countViewOnce('literal-window', 1, 'visitor-c', at(30))).toBe(true);
  });

  test('once the window has passed the same visitor counts again, and expired marks are swept away', async () => {
    const start = new Date('2026-05-01T08:00:00Z');
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(await countViewOnce('window-test', 1, 'visitor-a', { now: start })).toBe(true);
    expect(await countViewOnce('window-test', 1, 'visitor-a', { now: later(viewWindowMs - 1000) })).toBe(false);
    expect(await countViewOnce('window-test', 1, 'visitor-a', { now: later(viewWindowMs) })).toBe(true);
    expect(await countViewOnce('window-test', 2, 'visitor-b', { now: start })).toBe(true);
    await pruneViewMarks(later(viewWindowMs + 1000));
    const marks = (await (await getDb()).select().from(viewMarks)).filter((mark) => mark.resource === 'window-test');
    expect(marks.map((mark) => mark.visitor)).toEqual(['visitor-a']);
  });

  test('crawlers, tools and a missing User-Agent count nothing; headless Chrome and a Cubot phone do', async () => {
    const automated = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'node',
      '',
    ];
    const before = await countOf('hiking-trails', 55);
    for (const userAgent of automated)
      expect((await view('trails/55', newVisitor(userAgent))).status, userAgent).toBe(204);
    expect((await view('trails/55', { 'x-forwarded-for': '198.51.100.250' })).status, 'no User-Agent').toBe(204);
    expect(await countOf('hiking-trails', 55)).toBe(before);
    await view(
      'trails/55',
      newVisitor(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    );
    await view(
      'trails/55',
      newVisitor(
        'Mozilla/5.0 (Linux; Android 10; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    );
    expect(await countOf('hiking-trails', 55)).toBe(before + 2);
  });

  test('a prefetch counts nothing (Sec-Purpose, Purpose, Firefox’s X-Moz or Safari’s X-Purpose), yet the same visitor visiting counts', async () => {
    const visitor = newVisitor();
    const before = await countOf('activities', 1);
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
      { 'x-purpose': 'preview' },
    ];
    for (const prefetch of prefetches) {
      expect((await view('events/1', { ...visitor, ...prefetch })).status).toBe(204);
    }
    expect(await countOf('activities', 1)).toBe(before);
    await view('events/1', visitor);
    expect(await countOf('activities', 1)).toBe(before + 1);
  });

  test('a GET of a detail or a list changes no count', async () => {
    await view('tours/1', newVisitor());
    const before = await countOf('tours', 1);
    for (const lang of ['zh-tw', 'en', 'ja']) {
      expect((await callBackend(`${lang}/tours/1`)).status).toBe(200);
      expect((await callBackend(`${lang}/tours`)).status).toBe(200);
    }
    expect(await countOf('tours', 1)).toBe(before);
  });

  test('each section counts under the counter its detail endpoint shows', async () => {
    const endpointOf = {
      attractions: 'attractions',
      attraction: 'attractions',
      news: 'news',
      events: 'activities',
      tours: 'tours',
      trails: 'hiking-trails',
      bikeways: 'biking-trails',
      souvenirs: 'souvenirs',
      ecology: 'flora-and-fauna',
      albums: 'galleries',
      films: 'videos',
    };
    for (const [section, endpoint] of Object.entries(endpointOf)) {
      const list = (await callBackend(`en/${endpoint}`)).body as { data: { id: number }[] };
      const id = list.data.at(-1)!.id;
      const before = await countOf(endpoint, id);
      expect((await view(`${section}/${id}`, newVisitor())).status, section).toBe(204);
      expect(await countOf(endpoint, id), section).toBe(before + 1);
    }
  });

  test('a malformed section or id is 400 with a message; an unknown one is 404', async () => {
    const cases: [string, number][] = [
      ['Attractions/80', 400],
      ['attractions!/80', 400],
      ['1/80', 400],
      ['attractions/abc', 400],
      ['attractions/0', 400],
      ['attractions/-1', 400],
      ['attractions/1.5', 400],
      ['attractions/0080', 400],
      ['attractions/1e3', 400],
      ['no-such-section/80', 404],
      ['constructor/80', 404],
      ['applications/1', 404],
      ['consultants/1', 404],
      ['attractions/999999', 404],
      ['news/999999', 404],
    ];
    for (const [path, status] of cases) {
      const answer = await view(path, newVisitor());
      expect(answer.status, path).toBe(status);
      expect((answer.body as { message: string }).message, path).toMatch(/section|id|item/i);
    }
  });

  test('only POST with the ajax header is taken', async () => {
    expect((await callBackend('en/views/attractions/80')).status).toBe(405);
    expect(
      (await callBackend('en/views/attractions/80', { method: 'POST', ajax: false, headers: newVisitor() })).status,
    ).toBe(400);
  });

  test('one address sending views past the limit is refused with 429', async () => {
    const headers = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await view('souvenirs/1', headers)).status);
    expect(statuses.slice(0, 300).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
