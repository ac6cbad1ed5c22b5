import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT_BASE } from './support/forms-server';

// The file area (spec section 2: its own layout): every route in four languages, its layout on
// /file-area/... and on FILE_AREA_HOST (files.localhost: the site server of playwright.config.ts is
// started with it, and Chromium sends *.localhost to this machine), its 404s and its PDF.

const fileAreaHost = `http://files.localhost:${E2E_PORT_BASE}`;
const locales = [
  ['', 'zh-tw', '檔案專區'],
  ['/en', 'en', 'Archives'],
  ['/ja', 'ja', 'アーカイブ'],
  ['/zh-cn', 'zh-cn', '档案专区'],
] as const;
const lists = [
  '/file-area',
  '/file-area/sitemap',
  '/file-area/application/apply',
  '/file-area/application/progress',
  '/file-area/faq',
  '/file-area/documents',
  '/file-area/activity/album-list',
  '/file-area/activity/video',
  '/file-area/online-file',
  '/file-area/shared-post-list',
];

async function firstIdOf(request: APIRequestContext, endpoint: string): Promise<number> {
  const answer = await request.get(`/_api/file-area/zh-tw/${endpoint}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** What marks the file area's layout: its header's name and navigation, and the way back to the main site. */
async function expectFileAreaLayout(page: Page, name: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await expect(page.locator('a#skip-link')).toHaveAttribute('href', '#main-content');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The main site's menu is not there.
  await expect(page.locator('button[aria-controls="site-menu"]')).toHaveCount(0);
}

test('every file-area page answers 200 in the four languages, in the file area’s layout', async ({ request }) => {
  const exhibition = await firstIdOf(request, 'online-exhibitions');
  const album = await firstIdOf(request, 'galleries');
  const paths = [...lists, `/file-area/online-file/detail/${exhibition}`, `/file-area/activity/detail/${album}`];
  for (const [prefix, , name] of locales) {
    for (const path of paths) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${prefix}${path}`).toContain(name);
      expect(html).not.toContain('aria-controls="site-menu"');
    }
  }
});

test('no file-area page skips a heading level (the album cards follow the title as h2)', async ({ page }) => {
  for (const path of lists) {
    await page.goto(`/en${path}`);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips, `${path}: ${levels.join(' ')}`).toEqual([]);
  }
});

test('unknown file-area addresses and ids answer 404 in the file area’s layout', async ({ page }) => {
  for (const path of [
    '/en/file-area/online-file/detail/9999',
    '/file-area/activity/detail/abc',
    '/ja/file-area/nothing',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expectFileAreaLayout(
      page,
      path.startsWith('/en') ? 'Archives' : path.startsWith('/ja') ? 'アーカイブ' : '檔案專區',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Next's own noindex of a 404, once: the page adds none of its own.
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アーカイブにこのページはありません');
});

test('the file-area home leads to its exhibitions, documents and the application (en)', async ({ page }) => {
  await page.goto('/en/file-area');
  await expectFileAreaLayout(page, 'Archives');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Archives of the Tri-Mountain National Scenic Area Administration',
  );
  await expect(page.getByTestId('exhibition-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to apply for records' })).toBeVisible();
  await expect(page.getByTestId('work-flow-pdf')).toHaveText(/Download the steps \(PDF, \d+ KB\)/);
  await page.getByTestId('exhibition-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/file-area\/online-file\/detail\/\d+$/);
  // The navigation marks the section of the page shown.
  await expect(
    page.getByRole('navigation', { name: 'Archives menu' }).first().getByRole('link', { name: 'Online exhibitions' }),
  ).toHaveAttribute('aria-current', 'true');
  // The way back to the main site.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Tri-Mountain National Scenic Area/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the work-flow PDF is served as a PDF, its size as the documents page says, in each language', async ({
  page,
  request,
}) => {
  for (const [prefix, locale] of locales) {
    await page.goto(`${prefix}/file-area/documents`);
    const link = page.getByTestId('work-flow-pdf');
    const href = await link.getAttribute('href');
    expect(href).toBe(`/files/archive-application-work-flow.${locale}.pdf`);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = Number(/(\d+) KB/.exec((await link.textContent()) ?? '')?.[1]);
    expect(listed).toBe(Math.round(body.length / 1024));
  }
});

test('the file-area host serves the file area at its root, with its layout and its 404', async ({ page }) => {
  const home = await page.goto(`${fileAreaHost}/`);
  expect(home?.status()).toBe(200);
  await expectFileAreaLayout(page, '檔案專區');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('參山國家風景區管理處檔案專區');
  const faq = await page.goto(`${fileAreaHost}/en/faq`);
  expect(faq?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.getByTestId('faq-item').first()).toBeVisible();
  // Its own addresses work there too; an address of the main site is not the file area's.
  expect((await page.goto(`${fileAreaHost}/file-area/documents`))?.status()).toBe(200);
  const missing = await page.goto(`${fileAreaHost}/attractions`);
  expect(missing?.status()).toBe(404);
  await expectFileAreaLayout(page, '檔案專區');
  // The way back leads to the main site's address, not the file-area host's root.
  const back = page.getByRole('banner').getByRole('link', { name: /參山國家風景區網站/ });
  await expect(back).toHaveAttribute('href', `http://localhost:${E2E_PORT_BASE}/`);
});

test('the file-area pages are in sitemap.xml with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/file-area', '/file-area/application/apply', '/file-area/online-file/detail/1'])
    for (const prefix of ['', '/en', '/ja', '/zh-cn'])
      expect(xml).toContain(`<loc>http://localhost:${E2E_PORT_BASE}${prefix}${path}</loc>`);
  // A page with nothing to show yet (no activity video in the data) is noindex and not listed.
  expect(xml).not.toContain('/file-area/activity/video</loc>');
  const robots = async (path: string) =>
    /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
  expect(await robots('/en/file-area/activity/video')).toMatch(/noindex/);
  expect(await robots('/en/file-area/documents')).toBeUndefined();
});
