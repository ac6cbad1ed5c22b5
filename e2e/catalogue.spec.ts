import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { todayInTaiwan } from '../lib/domain/date-range';
import { expectNoAxeViolations } from './support/axe';

test('trails list every trail with its facts, in Chinese and English', async ({ page }) => {
  await page.goto('/trails');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('步道');
  await expect(page.getByTestId('trail-card').filter({ hasText: '獅山古道' })).toContainText('4.39 公里');
  await page.goto('/en/trails');
  const shishan = page.getByTestId('trail-card').filter({ hasText: 'Shishan Ancient Trail' });
  await expect(shishan).toContainText('4.39 km');
  await expect(shishan).toContainText('2 hr 37 min');
  expect(await page.getByTestId('trail-card').count()).toBeGreaterThanOrEqual(12);
});

test('a trail detail shows length, time, grade, difficulty label, altitude, start, end and status', async ({
  page,
}) => {
  await page.goto('/en/trails/55');
  const facts = page.getByRole('complementary');
  for (const text of ['4.39 km', '2 hr 37 min', 'Grade 2', '1 · Easy', '150–450 m', 'Open'])
    await expect(facts).toContainText(text);
  await expect(facts.getByText('Start', { exact: true })).toBeVisible();
  // The trailhead and the view count are terms of the same list as the other facts.
  await expect(facts.locator('dl')).toHaveCount(1);
  await expect(facts.getByRole('term').filter({ hasText: 'Trailhead coordinates' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: '24.64346, 121.01152' })).toContainText('View on a map');
  await expect(facts.getByRole('term').filter({ hasText: 'Views' })).toBeVisible();
  await page.goto('/ja/trails/208');
  await expect(page.getByRole('complementary')).toContainText('整備中');
});

test('the trail filter narrows by area and keyword, keeps its state in the URL, and announces the count', async ({
  page,
}) => {
  await page.goto('/en/trails');
  await page.getByLabel('Scenic area', { exact: true }).selectOption('52');
  await expect(page, 'choosing from a list alone does not change the page (WCAG 3.2.2)').not.toHaveURL(/area=52/);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/area=52/);
  const count = page.getByRole('status').filter({ hasText: /result/ });
  await expect(count).toHaveText(/^[1-9] results?$/);
  for (const area of await page.getByTestId('trail-card').locator('p').first().allTextContents())
    expect(area).toBe('Lishan Scenic Area');
  await page.getByLabel('Keywords', { exact: true }).fill('Siliq');
  await page.getByLabel('Keywords', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=Siliq/);
  await expect(page.getByTestId('trail-card')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/area=52$/);
});

test('the event filter keeps events that overlap the chosen dates', async ({ page }) => {
  await page.goto('/en/events?from=2026-03-20&to=2026-03-25');
  const titles = await page.getByTestId('event-card').locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.join(' ')).toMatch(/Hawk/);
  await page.goto('/en/events?from=2031-01-01');
  await expect(page.getByText('No Data')).toBeVisible();
  // Past editions stay listed, marked as ended.
  await page.goto('/en/events');
  await expect(page.getByTestId('event-card').filter({ hasText: '2023' }).getByTestId('event-ended')).toHaveText(
    ' · Ended',
  );
  // Running, coming and seasonal events come first; ended editions only after them.
  const ended = await page
    .getByTestId('event-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('[data-testid="event-ended"]') !== null));
  expect(ended.slice(ended.indexOf(true)).every(Boolean)).toBe(true);
  expect(ended.includes(false)).toBe(true);
});

test('an end date before the start is explained beside the field with a 400, and not applied', async ({ page }) => {
  const response = await page.goto('/ja/events?from=2026-03-20&to=2026-03-01');
  expect(response?.status()).toBe(400);
  const to = page.locator('#filter-to');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveValue('2026-03-01');
  await expect(page.locator('#filter-to-error')).toHaveText(
    'エラー：終了日は開始日と同じ日か、それより後の日付にしてください',
  );
  await expect(to).toHaveAttribute('aria-describedby', 'filter-to-hint filter-to-error');
  // Only the start applies: events still running on 20 March are listed.
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  expect((await page.goto('/en/events?from=2023-02-30'))?.status()).toBe(400);
  await expect(page.locator('#filter-from-error')).toContainText('This is not a real date');
  // A date range is not read on lists without dates (it would empty them).
  await page.goto('/en/attractions?from=2026-01-01');
  await expect(page.getByTestId('attraction-card').first()).toBeVisible();
});

test('a choice the list cannot have is explained beside its field with a 400, and the list shows everything', async ({
  page,
}) => {
  // Eight page loads in three languages and an axe run.
  test.slow();
  await page.goto('/en/tours');
  const all = await page.getByTestId('tour-card').count();
  await expect(page).toHaveTitle(/^Suggested itineraries/);
  const response = await page.goto('/en/tours?category=abc&area=52');
  expect(response?.status()).toBe(400);
  // The title says so first, as GOV.UK titles a page with errors.
  await expect(page).toHaveTitle(/^Error: Suggested itineraries/);
  const category = page.locator('#filter-category');
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  await expect(category).toHaveAttribute('aria-describedby', 'filter-category-error');
  await expect(category).toHaveValue('');
  await expect(category, 'the field in error has the error colour').toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  await expect(page.locator('#filter-category-error')).toHaveText(
    'Error: The web address includes an option that is not in this list. Choose one from the list',
  );
  // The usable choice still applies; the area field has no error.
  await expect(page.locator('#filter-area')).toHaveValue('52');
  await expect(page.locator('#filter-area')).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  await page.goto('/en/tours?category=abc');
  await expect(page.getByTestId('tour-card')).toHaveCount(all);

  for (const [url, field, text] of [
    ['/trails?days=7', '#filter-days-error', '網址指定的選項不在這份清單中'],
    ['/ja/news?category=2&category=3', '#filter-category-error', 'アドレスで指定された選択肢はこの一覧にありません'],
    ['/zh-cn/consultants?county=x', '#filter-county-error', '网址指定的选项不在这份清单中'],
  ] as const) {
    expect((await page.goto(url))?.status(), url).toBe(400);
    await expect(page.locator(field)).toContainText(text);
    await expect(page).toHaveTitle(/^(錯誤|エラー|错误)：/);
  }
  // A well-formed township or county the list has no items in still filters (spec section 5): No Data,
  // with the place named in its field.
  expect((await page.goto('/en/attractions?zipcode=542'))?.status()).toBe(200);
  await expect(page.getByText(/^No Data/)).toBeVisible();
  await expect(page.locator('#filter-zipcode option:checked')).toHaveText('Caotun Township');
  await expect(page.locator('#filter-zipcode-error')).toHaveCount(0);
  expect((await page.goto('/ja/consultants?county=9'))?.status()).toBe(200);
  await expect(page.getByText(/^データがありません/)).toBeVisible();
  // The attractions' area and type links: the message sits above the links of that filter.
  expect((await page.goto('/en/attraction?category=54'))?.status()).toBe(400);
  const areas = page.getByRole('navigation', { name: 'Filter by scenic area' });
  await expect(areas).toHaveAccessibleDescription(
    'Error: The web address includes an option that is not in this list. Choose one from the list',
  );
  await expect(page.getByRole('navigation', { name: 'Type', exact: true })).not.toContainText('Error');
  // A form sent without JavaScript leaves "all" as an empty value: not an error.
  expect((await page.goto('/en/souvenirs?q=&category=&area=&zipcode='))?.status()).toBe(200);
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
});

test('a keyword longer than the field takes answers 400 with the message beside the field and filters nothing, with or without JavaScript', async ({
  browser,
}) => {
  const keyword = encodeURIComponent('梨山'.repeat(51));
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/en/tours');
    const all = await page.getByTestId('tour-card').count();
    const response = await page.goto(`/en/tours?q=${keyword}`);
    expect(response?.status()).toBe(400);
    await expect(page).toHaveTitle(/^Error: Suggested itineraries/);
    const field = page.locator('#filter-q');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', 'filter-q-hint filter-q-error');
    await expect(page.locator('#filter-q-error')).toHaveText('Error: Keywords must be 100 characters or fewer');
    await expect(page.getByTestId('tour-card')).toHaveCount(all);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    for (const [url, text] of [
      [`/tours?q=${keyword}`, '關鍵字最多 100 個字'],
      [`/ja/news?q=${keyword}`, 'キーワードは100文字以内で入力してください'],
      [`/zh-cn/trails?q=${keyword}`, '关键字最多 100 个字'],
    ] as const) {
      expect((await page.goto(url))?.status(), url).toBe(400);
      await expect(page.locator('#filter-q-error')).toContainText(text);
    }
    await context.close();
  }
});

test('after "Clear filters" the fields show the cleared query, not the old one', async ({ page }) => {
  await page.goto('/tours?q=%E5%B1%B1&category=10143');
  await page.getByRole('link', { name: '清除篩選' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.locator('#filter-q')).toHaveValue('');
  await expect(page.locator('#filter-category')).toHaveValue('');
});

test('an event detail shows its dates in Taiwan time and carries Event structured data', async ({ page }) => {
  await page.goto('/events/1');
  await expect(page.getByRole('complementary')).toContainText('2026年3月11日 – 2026年3月31日');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Event');
  // Whole days, as dates: a time of day would read as a midnight start.
  expect(event.startDate).toBe('2026-03-11');
  expect(event.endDate).toBe('2026-03-31');
  expect(event.location['@type']).toBe('Place');
});

test('a news item is an article (Open Graph and NewsArticle); a trail is a TouristAttraction with its position', async ({
  page,
}) => {
  await page.goto('/en/news/1');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2025-10-07');
  const ofType = async (type: string) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === type);
  const article = await ofType('NewsArticle');
  expect(article.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(article.datePublished).toBe('2025-10-07');
  expect(article.publisher.logo.url).toMatch(/\/apple-icon\.png$/);
  // The publisher's logo is served.
  expect((await page.request.get(new URL(article.publisher.logo.url).pathname)).status()).toBe(200);
  await page.goto('/en/trails/55');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  const trail = await ofType('TouristAttraction');
  expect(trail.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 24.643459, longitude: expect.any(Number) });
  // The home page names the site for search results, in its language.
  await page.goto('/ja');
  const site = await ofType('WebSite');
  expect(site.name).toBe(await page.locator('meta[property="og:site_name"]').getAttribute('content'));
  expect(new URL(site.url).pathname).toBe('/ja');
  expect(new URL(site.potentialAction.target.urlTemplate.replace('{query}', 'x')).pathname).toBe('/ja/search');
});

test('news is listed newest first and filters by category', async ({ page }) => {
  await page.goto('/en/news');
  const dates = await page
    .getByTestId('news-item')
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(8);
  expect([...dates].sort().reverse()).toEqual(dates);
  await page.goto('/en/news?category=3');
  for (const tags of await page.getByTestId('news-item').allTextContents())
    expect(tags).toContain('Travel and service notices');
  await page.getByTestId('news-item').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The group leads to its part of the sitemap (it has no page of its own), the list to the list.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'News and events' })).toHaveAttribute('href', '/en/sitemap#group-1');
  await expect(crumbs.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/en/news');
});

test('sitemap.xml lists detail pages in every language with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/trails/55',
    '/en/trails/55',
    '/ja/events/1',
    '/zh-cn/news/1',
    '/en/attractions/80',
    '/en/albums/3',
    '/ja/films/1',
    '/zh-cn/albums',
    '/en/visitor-center-statistics',
  ])
    expect(xml).toContain(`${path}</loc>`);
  expect(xml).toMatch(/hreflang="zh-Hans"\s+href="[^"]*\/zh-cn\/trails\/55"/);
  // <lastmod> from the record's own date (a news item's day of posting); none for records without one.
  const entry = (path: string) => xml.split('</url>').find((block) => block.includes(`${path}</loc>`)) ?? '';
  expect(entry('/en/news/1')).toContain('<lastmod>2025-10-07</lastmod>');
  expect(entry('/en/events/1')).toContain('/en/events/1</loc>');
  expect(entry('/en/events/1')).not.toContain('<lastmod>');
  // The attractions of one area and the visitor centres are pages of their own (own title and
  // canonical), listed with their query written for XML; no bare `&` anywhere in the file.
  expect(xml).toContain('/en/attractions?category=53</loc>');
  expect(xml).toContain('/ja/attractions?type=visitor-center&amp;category=52</loc>');
  expect(xml).not.toMatch(/&(?!amp;)/);
  const lishan = await (await request.get('/en/attractions?category=53')).text();
  expect(lishan).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/en\/attractions\?category=53"/);
});

test('a place that is both an attraction and a trail has two distinct titles and descriptions, each short enough for results', async ({
  request,
}) => {
  const head = async (path: string) => {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    return { title, description };
  };
  for (const [attraction, trail, section] of [
    ['/en/attractions/10', '/en/trails/200', ' – Trails | '],
    ['/ja/attractions/108', '/ja/bikeways/1', '｜サイクリングロード｜'],
  ] as const) {
    const [place, route] = await Promise.all([head(attraction), head(trail)]);
    expect(route.title).toContain(section);
    expect(route.title).not.toBe(place.title);
    expect(route.description).not.toBe(place.description);
    expect(route.description).toMatch(/^(Length: |距離：)/);
  }
  const long = await head('/en/news/9');
  expect([...long.description].length).toBeLessThanOrEqual(160);
});

test('the bilingual glossary matches keywords in either language and filters by category', async ({ page }) => {
  await page.goto('/en/bilingual-glossary?q=visitor');
  const entries = page.getByTestId('glossary-entry');
  expect(await entries.count()).toBeGreaterThanOrEqual(5);
  for (const text of await entries.allTextContents()) expect(text.toLowerCase()).toContain('visitor');
  await page.goto('/bilingual-glossary?q=梨山&category=4');
  await expect(page.getByTestId('glossary-entry')).toHaveCount(1);
  await expect(page.getByTestId('glossary-entry')).toContainText('Lishan Visitor Center');
});

test('the bilingual glossary is hidden in Japanese: 404, and no Japanese page or sitemap entry points to it', async ({
  page,
  request,
}) => {
  const response = await page.goto('/ja/bilingual-glossary');
  expect(response?.status()).toBe(404);
  await page.goto('/ja/sitemap');
  await expect(page.locator('a[href*="bilingual-glossary"]')).toHaveCount(0);
  await page.goto('/en/sitemap');
  await expect(page.getByRole('main').locator('a[href="/en/bilingual-glossary"]')).toHaveCount(1);
  await page.goto('/bilingual-glossary');
  await expect(page.locator('a[href^="/ja/bilingual-glossary"]')).toHaveCount(0);
  // The header still offers Japanese: its home page, saying in Japanese that this page is not offered there.
  const japanese = page.getByRole('link', { name: /^日本語: このページには日本語版がありません/ });
  await expect(japanese).toHaveAttribute('href', '/ja');
  await expect(japanese).toHaveAttribute('lang', 'ja');
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/en/bilingual-glossary</loc>');
  expect(xml).not.toContain('/ja/bilingual-glossary');
});

/** A downloaded calendar file, read as a calendar app reads it (Mozilla's ical.js). */
function calendarOf(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

for (const [prefix, summary, linkName] of [
  ['', '八卦山賞鷹季', '加入行事曆（.ics 檔案）'],
  ['/en', 'Baguashan Hawk Watching Season 2026', 'Add to calendar (.ics file)'],
] as const) {
  test(`an event page offers its .ics file, which holds the event in the page's language (${prefix || 'zh-tw'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/events/1`);
    const link = page.getByRole('link', { name: linkName });
    await expect(link).toHaveAttribute('href', `${prefix}/events/1/calendar.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('trimt-event-1.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const entry = new ICAL.Event(calendarOf(text).getFirstSubcomponent('vevent')!);
    expect(entry.summary).toContain(summary);
    expect(entry.startDate.toString()).toBe('2026-03-11');
    expect(entry.endDate.toString()).toBe('2026-04-01');
    expect(entry.uid).toBe(`event-1-${prefix ? 'en' : 'zh-tw'}@localhost`);
    const response = await page.request.get(`${prefix}/events/1/calendar.ics`);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    // Cached like the page (it does not depend on the request).
    expect(response.headers()['cache-control']).toMatch(/s-maxage=300/);
  });
}

test('/events offers the feed of upcoming events as an .ics file, in zh-tw and en', async ({ page }) => {
  for (const [prefix, name, calendarName] of [
    ['', '訂閱或下載近期活動（.ics 檔案）', '參山國家風景區近期活動'],
    [
      '/en',
      'Subscribe to or download upcoming events (.ics file)',
      'Tri-Mountain National Scenic Area: upcoming events',
    ],
  ] as const) {
    await page.goto(`${prefix}/events`);
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `${prefix}/events/calendar.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const calendar = calendarOf(readFileSync((await download.path())!, 'utf8'));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(calendarName);
    // Only events that have not ended (the seed data's have all ended by late 2026: then none).
    const today = todayInTaiwan();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const last = new ICAL.Event(vevent).endDate.toJSDate();
      expect(last.getTime()).toBeGreaterThan(new Date(`${today}T00:00:00`).getTime());
    }
  }
});

test('calendar files of unknown events, undated events and unknown languages answer 404, never 500', async ({
  request,
}) => {
  for (const path of [
    '/events/999/calendar.ics',
    '/en/events/abc/calendar.ics',
    '/ja/events/0007/calendar.ics',
    '/en/events/9/calendar.ics', // seasonal: no dates announced
    '/fr/events/1/calendar.ics',
    '/fr/events/calendar.ics',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  // An id that cannot exist or that the data does not have is judged by the proxy as its page is:
  // the 404 page, rendered per request, so invented addresses never fill the cache.
  expect((await request.get('/en/events/12345/calendar.ics')).headers()['cache-control']).toContain('no-store');
  expect((await request.get('/zh-cn/events/1/calendar.ics')).status()).toBe(200);
  expect((await request.get('/ja/events/calendar.ics')).status()).toBe(200);
});
