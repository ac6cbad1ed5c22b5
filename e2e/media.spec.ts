import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectCspViolations } from './support/csp';

// The albums are the office's photos from its open-data records, on its own server: unreachable
// here (no internet), so each test that looks at photos answers them with one of the site's
// pictures, as the office's server would; the test of a failing photo lets them fail.
const officePhotos = '**/_next/image?url=https%3A%2F%2Fwww.trimt-nsa.gov.tw*';
async function servePhotos(page: Page) {
  await page.route(officePhotos, (route) =>
    route.fulfill({ path: 'public/images/attractions/80.webp', contentType: 'image/webp' }),
  );
}

/** Requests to YouTube (player, thumbnails, video, tracking), by the page itself. */
function youtubeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo|doubleclick/.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

test('the album list shows each album with its area, photo count and date, in Chinese and English', async ({
  page,
}) => {
  await servePhotos(page);
  await page.goto('/albums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('相簿');
  await expect(page.getByTestId('album-card')).toHaveCount(3);
  await expect(page.getByTestId('album-card').filter({ hasText: '八卦山風景區景點照片' })).toContainText('16張照片');
  await page.goto('/en/albums?area=52');
  await expect(page.getByTestId('album-card')).toHaveCount(1);
  await expect(page.getByTestId('album-card')).toContainText('4 photos');
  await expect(page.getByTestId('album-card')).toContainText('31 March 2021');
  await page.goto('/zh-cn/albums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('相册');
  await expect(page.getByTestId('album-card').first()).toContainText('狮头山风景区');
});

test('a bad album filter answers 400 with its message', async ({ page }) => {
  const response = await page.goto('/en/albums?area=99');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('an album opens the viewer at the chosen photo; arrows move, the address follows, Escape closes and returns focus', async ({
  page,
}) => {
  const cspViolations = await collectCspViolations(page);
  await servePhotos(page);
  await page.goto('/en/albums/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baguashan Scenic Area: photos of the attractions');
  const thumbnails = page.getByRole('link', { name: /^View larger: / });
  await expect(thumbnails).toHaveCount(16);
  await page.getByRole('link', { name: 'View larger: Hushanyan' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/en\/albums\/3#photo-3$/);
  await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Hushanyan');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Tianzhong Forest Park');
  await expect(page).toHaveURL(/#photo-4$/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/en\/albums\/3$/);
  // Focus is back on the thumbnail of the photo last shown.
  await expect(page.getByRole('link', { name: 'View larger: Tianzhong Forest Park' })).toBeFocused();
  // The viewer's photos come through the image optimizer on this origin: nothing for the policy to block.
  expect(await cspViolations()).toEqual([]);
});

test('Back closes the viewer and stays on the album; a shared address opens it at its photo', async ({ page }) => {
  await servePhotos(page);
  await page.goto('/ja/albums/1');
  await page
    .getByRole('link', { name: /^拡大して見る：/ })
    .nth(1)
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/ja\/albums\/1$/);
  const fifth = (await page.locator('figure figcaption').nth(4).textContent())?.trim();
  await page.goto('/ja/albums/1#photo-5');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', fifth!);
});

test('the share button opens a 550 × 420 window on this album at this photo', async ({ page }) => {
  await servePhotos(page);
  await page.goto('/en/albums/2');
  await page.evaluate(() => {
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { opened: unknown[] }).opened = args;
      return null;
    };
  });
  await page
    .getByRole('link', { name: /^View larger: / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Share on Facebook' }).click();
  const [url, , features] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  const shared = new URL(url!).searchParams.get('u');
  expect(new URL(url!).origin).toBe('https://www.facebook.com');
  expect(shared).toMatch(/\/en\/albums\/2#photo-1$/);
  expect(features).toMatch(/(^|,)width=550,height=420(,|$)/);
});

test('the viewer’s buttons show the site’s focus ring, and the controls stay while one has keyboard focus', async ({
  page,
}) => {
  await servePhotos(page);
  await page.goto('/en/albums/3');
  await page.getByRole('link', { name: 'View larger: Hushanyan' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Tab');
  const focused = viewer.locator('.yarl__button:focus');
  await expect(focused).toHaveCount(1);
  // The library's stylesheet sets outline: none on its buttons; the site's yellow ring wins.
  const ring = await focused.evaluate((button) => {
    const style = getComputedStyle(button);
    return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
  });
  expect(ring).toEqual({ style: 'solid', width: '3px', colour: 'rgb(255, 191, 71)' });
  // Past the idle time (4 s) the controls are still there while a button has focus.
  await page.waitForTimeout(5000);
  await expect(focused).toHaveCount(1);
  for (const control of ['.yarl__toolbar', '.yarl__navigation_next'])
    expect(await viewer.locator(control).evaluate((element) => getComputedStyle(element).opacity), control).toBe('1');
});

test('the viewer shows a photo’s whole caption, never cut with an ellipsis', async ({ page }) => {
  await servePhotos(page);
  await page.goto('/en/albums/2');
  // The photo with the longest caption of the album.
  const captions = await page.locator('figure figcaption').allTextContents();
  const longest = captions.reduce((best, caption, at) => (caption.length > captions[best]!.length ? at : best), 0);
  await page
    .getByRole('link', { name: /^View larger: / })
    .nth(longest)
    .click();
  const title = page.getByRole('dialog').locator('.yarl__slide_current .yarl__slide_title');
  await expect(title).toBeVisible();
  expect((await title.textContent())?.trim()).toBe(captions[longest]!.trim());
  const fits = await title.evaluate((element) => ({
    wraps: getComputedStyle(element).whiteSpace !== 'nowrap',
    clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  }));
  expect(fits).toEqual({ wraps: true, clipped: false });
  // On a phone the caption sits under the toolbar, not squeezed beside it.
  if (page.viewportSize()!.width < 768) {
    const toolbar = (await page.getByRole('dialog').locator('.yarl__toolbar').boundingBox())!;
    const text = (await title.boundingBox())!;
    expect(text.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height - 1);
  }
});

test('a photo that cannot be loaded says so, in the grid and in the viewer', async ({ page }) => {
  await page.route(officePhotos, (route) => route.abort());
  await page.goto('/albums/2');
  await expect(page.getByText('圖片無法載入').first()).toBeVisible();
  await page
    .getByRole('link', { name: /^放大檢視照片：/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('.yarl__slide_current')).toContainText('圖片無法載入');
});

test('a photo the office’s server does not give is its failure, never a 500 of ours', async ({ request }) => {
  const photo = encodeURIComponent('https://www.trimt-nsa.gov.tw/Content/Uploads/no-such-photo.jpg');
  const response = await request.get(`/_next/image?url=${photo}&w=240&q=75`);
  // Out of reach (no internet here): 502 Bad Gateway; reached, its own 404 passed on.
  expect([502, 404]).toContain(response.status());
});

for (const prefix of ['', '/en']) {
  test(`axe finds nothing with the viewer open (${prefix || 'zh-tw'})`, async ({ page }) => {
    await servePhotos(page);
    await page.goto(`${prefix}/albums/1`);
    await page.locator('a[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('films: nothing is asked of YouTube before play; play loads the privacy-enhanced player', async ({ page }) => {
  const asked = youtubeRequests(page);
  const cspViolations = await collectCspViolations(page);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  await page.goto('/en/films');
  await expect(page.getByTestId('film-card').first()).toBeVisible();
  await page.getByTestId('film-card').filter({ hasText: 'Emei Lake' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emei Lake Live Camera');
  await expect(page.getByRole('heading', { name: 'What the video shows' })).toBeVisible();
  expect(asked, 'before play').toEqual([]);
  const json = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = json
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'VideoObject');
  expect(video).toMatchObject({
    name: 'Emei Lake Live Camera',
    embedUrl: 'https://www.youtube-nocookie.com/embed/L9y1pwGktQg',
  });
  await page.getByRole('button', { name: 'Play video: Emei Lake Live Camera' }).click();
  const player = page.frameLocator('iframe[title="Emei Lake Live Camera (YouTube video player)"]');
  await expect(player.locator('p')).toHaveText('player');
  expect(asked.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/L9y1pwGktQg'))).toBe(true);
  expect(asked.length).toBeGreaterThan(0);
  // The player's host is the one frame-src names.
  expect(await cspViolations()).toEqual([]);
});

test('live cameras are grouped by area, with their operator, and play on demand', async ({ page }) => {
  const asked = youtubeRequests(page);
  await page.goto('/en/live-cameras');
  for (const area of ["Lion's Head Mountain Scenic Area", 'Lishan Scenic Area', 'Baguashan Scenic Area'])
    await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();
  const fushoushan = page
    .getByTestId('camera-card')
    .filter({ hasText: 'Fushoushan Farm Live Camera: Apple King Tree' });
  await expect(fushoushan).toContainText('Run by');
  await expect(fushoushan).toContainText('Fushoushan Farm');
  await expect(fushoushan.getByRole('button', { name: /^Play video: / })).toBeVisible();
  // A camera with no stream on YouTube links its operator's page instead.
  const highway = page.getByTestId('camera-card').filter({ hasText: 'Provincial Highway Cameras' });
  await expect(highway.getByRole('link')).toHaveAttribute('href', 'https://168.thb.gov.tw/');
  expect(asked).toEqual([]);
});
