import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { todayInTaiwan } from '../lib/domain/date-range';

/** Every list page of spec section 2 with the test id of its items (none where items are grouped text). */
const lists: { path: string; item: string; min: number }[] = [
  { path: '/tours', item: 'tour-card', min: 8 },
  { path: '/bikeways', item: 'bikeway-card', min: 1 },
  { path: '/souvenirs', item: 'souvenir-card', min: 8 },
  { path: '/ecology', item: 'species-card', min: 8 },
  { path: '/reports', item: 'report-item', min: 8 },
  { path: '/publications', item: 'publication-item', min: 3 },
  { path: '/links', item: 'link-item', min: 8 },
  { path: '/faq', item: 'faq-item', min: 8 },
  { path: '/consultants', item: 'consultant-card', min: 8 },
  { path: '/live-cameras', item: 'camera-card', min: 20 },
  { path: '/albums', item: 'album-card', min: 3 },
  { path: '/films', item: 'film-card', min: 5 },
];

for (const { path, item, min } of lists) {
  for (const prefix of ['', '/en']) {
    test(`${prefix}${path} lists its items, rendered on the server`, async ({ page }) => {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(200);
      // Server rendered: the items are in the HTML the server sent, not added by script.
      expect(await response?.text()).toContain(`data-testid="${item}"`);
      expect(await page.getByTestId(item).count()).toBeGreaterThanOrEqual(min);
    });
  }
}

test("the social media page links the office's channel as an external link, in Japanese", async ({ page }) => {
  await page.goto('/ja/social-media');
  const channels = page.getByRole('region', { name: '公式アカウント' });
  const youtube = channels.getByRole('link', { name: /YouTube/ });
  await expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@trimtnsa');
  await expect(youtube).toHaveAttribute('rel', /noopener/);
  await expect(youtube).toHaveAttribute('target', '_blank');
});

test("live cameras play the office's streams and link the highway cameras, each in its area", async ({ page }) => {
  await page.goto('/en/live-cameras');
  const lishan = page.getByTestId('camera-card').filter({ hasText: 'Lishan Guest House' });
  await expect(page.getByRole('region', { name: 'Lishan Scenic Area' })).toContainText('Lishan Guest House');
  await expect(lishan.getByRole('button', { name: 'Play video: Lishan Guest House Live Camera' })).toBeVisible();
  await expect(lishan.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=v3Pbbu6v_is',
  );
  const highway = page.getByTestId('camera-card').filter({ hasText: 'Provincial Highway Cameras' });
  await expect(highway.getByRole('link')).toHaveAttribute('href', 'https://168.thb.gov.tw/');
});

/** Detail pages: the first card of the list opens a page titled like the card, with its facts panel. */
for (const { path, item } of lists.slice(0, 4)) {
  test(`a ${path} card opens its detail page with every fact, in Japanese`, async ({ page }) => {
    await page.goto(`/ja${path}`);
    const card = page.getByTestId(item).first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/ja${path}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('complementary')).toContainText('閲覧数');
    const crumbs = page.getByRole('navigation', { name: /パンくず|breadcrumb/i });
    await expect(crumbs.getByRole('link').last()).toHaveAttribute('href', `/ja${path}`);
  });
}

test('tours filter by the spec categories (10146 railway) and by trip length', async ({ page }) => {
  await page.goto('/en/tours?category=10146');
  const kickers = await page.getByTestId('tour-card').locator('p').first().allTextContents();
  expect(kickers.length).toBeGreaterThan(0);
  for (const kicker of await page
    .getByTestId('tour-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent))) {
    expect(kicker).toBe('Railway trips');
  }
  await page.goto('/tours');
  await page.getByLabel('類別', { exact: true }).selectOption('10144');
  await page.getByRole('button', { name: '套用篩選' }).click();
  await expect(page).toHaveURL(/category=10144/);
  await expect(page.getByTestId('tour-card').first()).toContainText('穆斯林友善旅遊');
});

test('a tour detail shows its route in order and links the attractions on the way', async ({ page }) => {
  await page.goto('/en/tours/1');
  const route = page.getByRole('complementary').getByRole('list');
  expect(await route.locator('li').count()).toBeGreaterThanOrEqual(2);
  const attractions = page.getByRole('region', { name: 'Attractions on the way' });
  if (await attractions.count())
    await expect(attractions.getByRole('link').first()).toHaveAttribute('href', /^\/en\/attractions\/\d+$/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const trip = jsonLd.find((data) => data['@type'] === 'TouristTrip');
  expect(trip.itinerary.numberOfItems).toBe(await route.locator('li').count());
});

test('the Formosan landlocked salmon (ecology 58) shows its scientific name in every language', async ({ page }) => {
  for (const [prefix, name] of [
    ['', '櫻花鉤吻鮭'],
    ['/en', 'Formosan landlocked salmon'],
    ['/zh-cn', '樱花钩吻鲑'],
  ] as const) {
    await page.goto(`${prefix}/ecology/58`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(name, 'i'));
    await expect(page.locator('i[lang="la"]')).toHaveText('Oncorhynchus masou formosanus');
  }
});

test('FAQ answers open and close with the keyboard, and the keyword filter narrows the questions by their wording', async ({
  page,
}) => {
  await page.goto('/en/faq');
  // Lost property follows the questions; no record is published yet, and the visitor is told whom to call.
  const lost = page.getByRole('region', { name: 'Lost property' });
  await expect(lost).toContainText('call the visitor center nearest to where you lost it');
  await expect(lost.getByText(/^No Data/)).toBeVisible();
  const first = page.getByTestId('faq-item').first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  const all = await page.getByTestId('faq-item').count();
  await page.goto('/en/faq?q=TEA+book');
  const some = await page.getByTestId('faq-item').count();
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(all);
  // The keyword reads a question (its title), not its answer (spec section 5's five fields).
  await page.goto('/en/faq?q=reservation');
  await expect(page.getByTestId('faq-item')).toHaveCount(0);
  // The questions' "No Data", and lost property's below them.
  await expect(page.getByText(/^No Data/)).toHaveCount(2);
});

test('media reports and links open in a new window with rel=noopener and say so', async ({ page }) => {
  for (const [path, item] of [
    ['/en/reports', 'report-item'],
    ['/ja/links', 'link-item'],
  ] as const) {
    await page.goto(path);
    const link = page.getByTestId(item).first().getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link.locator('.visually-hidden')).not.toBeEmpty();
  }
  await page.goto('/en/reports');
  await expect(page.getByTestId('report-item').first()).toContainText('Article in Chinese');
});

test('consultants are sorted by priority and filter by county', async ({ page }) => {
  await page.goto('/en/consultants');
  const all = await page.getByTestId('consultant-card').count();
  await page.getByLabel('County or city', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/county=\d/);
  const some = await page.getByTestId('consultant-card').count();
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(all);
});

test('a visitor centre’s own page on this site opens in the visitor’s language, at its canonical address', async ({
  page,
}) => {
  for (const [prefix, name] of [
    ['/en', 'More details'],
    ['/ja', '詳しい紹介'],
    ['', '詳細介紹'],
  ]) {
    await page.goto(`${prefix}/consultants`);
    const link = page.getByTestId('consultant-card').first().getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', `${prefix}/attractions/11`);
    await expect(link).not.toHaveAttribute('target', /./);
  }
});

test('popular attractions: the most viewed overall, and at most five per area', async ({ page }) => {
  await page.goto('/en/popular');
  const sections = page.locator('section.grouped-section');
  await expect(sections).toHaveCount(3);
  for (const section of await sections.all())
    expect(await section.getByRole('listitem').count()).toBeLessThanOrEqual(5);
});

test('theme pages render their sections and only link to pages that exist in the language', async ({ page }) => {
  for (const path of ['/explore', '/en/hiking', '/ja/tribe', '/en/emergency', '/zh-cn/tca-art']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
  }
  await page.goto('/ja/hiking');
  await expect(page.locator('main a[href*="bilingual-glossary"]')).toHaveCount(0);
  // A theme's regionIds are named, in the page's language, with links to their areas.
  await page.goto('/en/tribe');
  const regions = page.getByRole('main').getByText('Scenic areas:');
  await expect(regions.getByRole('link')).toHaveText(["Lion's Head Mountain Scenic Area", 'Lishan Scenic Area']);
  await expect(regions.getByRole('link', { name: 'Lishan Scenic Area' })).toHaveAttribute('href', '/en/lishan');
});

test('visibility: travel tips only in foreign languages, sustainable tourism only on staging', async ({
  page,
  request,
}) => {
  for (const [path, status] of [
    ['/travel-tips', 404],
    ['/zh-cn/travel-tips', 404],
    ['/en/travel-tips', 200],
    ['/ja/travel-tips', 200],
    ['/sustainable-tourism', 404],
    ['/en/sustainable-tourism', 404],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(status);
  }
  await page.goto('/');
  await expect(page.locator('a[href*="travel-tips"], a[href*="sustainable-tourism"]')).toHaveCount(0);
  await page.goto('/en');
  await expect(page.locator('a[href="/en/travel-tips"]').first()).toBeAttached();
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/en/travel-tips</loc>');
  expect(xml).not.toMatch(/localhost:\d+\/travel-tips</);
  expect(xml).not.toContain('sustainable-tourism');
  for (const detail of [
    '/tours/1',
    '/souvenirs/1',
    '/ecology/58',
    '/news/1',
    '/events/1',
    '/trails/55',
    '/bikeways/1',
    '/attractions/80',
  ]) {
    for (const prefix of ['', '/en', '/ja', '/zh-cn']) expect(xml).toContain(`${prefix}${detail}</loc>`);
  }
  // Each entry names its alternates and an x-default; travel tips (foreign languages only) default to English.
  expect(xml).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+\/news\/1"/);
  expect(xml).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+\/en\/travel-tips"/);
  expect(xml).toMatch(/hreflang="ja" href="http:\/\/localhost:\d+\/ja\/news\/1"/);
});

test('the home page has the event strip, themed travel and trip-planning entries', async ({ page }) => {
  await page.goto('/en');
  const slides = page.getByTestId('event-slider').getByRole('listitem');
  const pending = page.getByTestId('events-pending');
  // What the seed data has today (the server reads the real clock): an event running or announced
  // leads the strip; with none, the strip says the next dates are awaited and shows no ended event.
  const today = todayInTaiwan();
  const seeds = JSON.parse(readFileSync('data/events.json', 'utf8')) as { dateBegin?: string; dateEnd?: string }[];
  if (seeds.some((seed) => seed.dateBegin && (seed.dateEnd ?? seed.dateBegin) >= today)) {
    await expect(pending).toHaveCount(0);
    await expect(slides.first().getByTestId('event-ended')).toHaveCount(0);
  } else {
    await expect(pending).toHaveText(
      "The dates of the next season's events have not been announced yet. See the annual events",
    );
    await expect(pending.getByRole('link', { name: 'See the annual events' })).toHaveAttribute('href', '/en/events');
    await expect(slides.getByTestId('event-ended')).toHaveCount(0);
  }
  // A seasonal event (no dates) is never said to have ended.
  await expect(slides.filter({ hasText: 'Fushoushan Farm' })).toHaveCount(1);
  await expect(slides.filter({ hasText: 'Fushoushan Farm' }).getByTestId('event-ended')).toHaveCount(0);
  await expect(page.getByTestId('home-themes').getByRole('link', { name: 'Railway trips' })).toHaveAttribute(
    'href',
    '/en/tours?category=10146',
  );
  // Itinerary themes say so, beside the theme pages of similar names.
  await expect(page.getByTestId('home-themes').getByRole('link', { name: 'Railway trips' })).toContainText(
    'Suggested itineraries',
  );
  await expect(page.getByTestId('home-planning').getByRole('link', { name: 'Cycling routes' })).toHaveAttribute(
    'href',
    '/en/bikeways',
  );
});

test('the event strip scrolls one card at a time with its previous and next buttons', async ({ page }) => {
  await page.goto('/ja');
  const strip = page.getByTestId('event-slider');
  const previous = page.getByRole('button', { name: '前のイベント' });
  const next = page.getByRole('button', { name: '次のイベント' });
  // The buttons exist only while the strip overflows. The seed data leaves one seasonal event in it
  // (the home test above checks that case: no buttons), so the strip is given more cards the way a
  // season with several announced events would: copies of its card, then a scroll event, one of the
  // moments the buttons look again (they watch the strip's size and its scrolling).
  await expect(strip.locator('li')).not.toHaveCount(0);
  if (!(await strip.evaluate((list) => list.scrollWidth > list.clientWidth + 1))) {
    await expect(next).toHaveCount(0);
    await strip.evaluate((list) => {
      const card = list.querySelector('li')!;
      for (let copy = 0; copy < 6; copy += 1) list.append(card.cloneNode(true));
      list.dispatchEvent(new Event('scroll'));
    });
  }
  await expect.poll(() => strip.evaluate((list) => list.scrollWidth > list.clientWidth + 1)).toBe(true);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-controls', 'event-slider');
  await next.click();
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await previous.click();
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeLessThan(2);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  // A card reached with Tab comes wholly into the strip's view (it stayed mostly hidden at the edge).
  const links = strip.getByRole('link');
  const partlyHidden = await strip.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('li')].findIndex((slide) => slide.getBoundingClientRect().right > box.right + 1);
  });
  expect(partlyHidden).toBeGreaterThan(0);
  await links.nth(partlyHidden).focus();
  await expect
    .poll(() =>
      strip.evaluate(
        (list, index) =>
          list.querySelectorAll('li')[index]!.getBoundingClientRect().right <= list.getBoundingClientRect().right + 1,
        partlyHidden,
      ),
    )
    .toBe(true);
});

test('attractions filter by keyword and township, keeping the chosen area', async ({ page }) => {
  await page.goto('/en/attractions?category=51');
  // The area's name within the title's own sentence, in every language.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Attractions in the Lion's Head Mountain Scenic Area",
  );
  const all = await page.getByTestId('attraction-card').count();
  await page.getByLabel('Township', { exact: true }).selectOption('353');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/category=51/);
  await expect(page).toHaveURL(/zipcode=353/);
  const some = await page.getByTestId('attraction-card').count();
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(all);
  await page.goto('/attractions?category=52');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('梨山風景區旅遊景點');
  await page.goto('/ja/attractions?category=52&type=visitor-center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('梨山風景区のビジターセンター');
  await page.goto('/attractions?q=%E8%80%81%E8%A1%97');
  for (const title of await page.getByTestId('attraction-card').locator('h3').allTextContents())
    expect(title).toBeTruthy();
  expect(await page.getByTestId('attraction-card').count()).toBeGreaterThan(0);
});

test('the days filter classifies routes by published time or length; a duration nothing fits shows No Data', async ({
  page,
}) => {
  await page.goto('/en/bikeways');
  const all = await page.getByTestId('bikeway-card').count();
  await page.goto('/en/bikeways?days=0.5');
  const halfDay = await page.getByTestId('bikeway-card').count();
  expect(halfDay).toBeGreaterThan(0);
  expect(halfDay).toBeLessThanOrEqual(all);
  await page.goto('/en/trails?days=1');
  await expect(page.getByTestId('trail-card').first()).toBeVisible();
  await page.goto('/en/trails?days=3');
  await expect(page.getByText(/^No Data/)).toBeVisible();
});

test('telephone numbers in theme pages and FAQ answers can be called with one tap and stay on one line', async ({
  page,
}) => {
  await page.goto('/en/emergency');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '119', exact: true }).first()).toHaveAttribute('href', 'tel:119');
  const hotline = main.getByRole('link', { name: '0800-011-765' }).first();
  await expect(hotline).toHaveAttribute('href', 'tel:0800011765');
  await expect(hotline).toHaveCSS('white-space', 'nowrap');
  await page.goto('/ja/emergency');
  await expect(page.getByRole('main').getByRole('link', { name: '110', exact: true }).first()).toHaveAttribute(
    'href',
    'tel:110',
  );
  await page.goto('/faq');
  await expect(page.getByRole('main').locator('a[href="tel:119"]').first()).toHaveText('119');
});

test("an event's dates break between its two days, never inside one", async ({ page }) => {
  await page.goto('/en/events');
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  // A range such as "21 December 2025 – 25 January 2026": each day is one unbreakable run.
  const ranges = cards.filter({ hasText: ' – ' });
  expect(await ranges.count()).toBeGreaterThan(0);
  const days = ranges.locator('p > span.nowrap');
  expect(await days.count()).toBe((await ranges.count()) * 2);
  await expect(days.first()).toHaveCSS('white-space', 'nowrap');
  const lineBoxes = await days.evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
  expect(lineBoxes.every((count) => count === 1)).toBe(true);
});
