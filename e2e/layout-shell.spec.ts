import { expect, test } from '@playwright/test';

test('the skip link is the first focusable element and moves focus into main', async ({ page }) => {
  await page.goto('/attractions');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要內容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the header is transparent over the home hero and turns white after scrolling', async ({ page }) => {
  await page.goto('/en');
  const header = page.locator('body > header');
  await expect(header).toHaveAttribute('data-theme', 'transparent');
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(header).toHaveAttribute('data-theme', 'white');
});

test("the home page's photo is behind the words on a wide screen, and a band above them on a phone", async ({
  page,
}) => {
  await page.goto('/en');
  const photo = page.locator('section[aria-labelledby="home-title"] img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  // How much of the banner's width the box shows: object-fit: cover crops what does not fit.
  const shownWidth = await photo.evaluate(
    (img: HTMLImageElement) => img.clientWidth / img.clientHeight / (img.naturalWidth / img.naturalHeight),
  );
  if (page.viewportSize()!.width < 768) {
    expect(box.y + box.height).toBeLessThanOrEqual(heading.y);
    // Behind the words it showed a quarter of the banner, enlarged three times.
    expect(shownWidth).toBeGreaterThan(0.6);
  } else {
    expect(heading.y).toBeGreaterThan(box.y);
    expect(heading.y + heading.height).toBeLessThan(box.y + box.height);
  }
});

test('inner pages use the white header theme from the start', async ({ page }) => {
  await page.goto('/en/attractions');
  await expect(page.locator('body > header')).toHaveAttribute('data-theme', 'white');
});

test('the language switcher keeps the current path and offers the simplified toggle on Chinese pages', async ({
  page,
}) => {
  await page.goto('/attractions?category=52');
  const switcher = page.getByRole('list', { name: '語言' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/attractions?category=52');
  await expect(switcher.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/attractions?category=52');
  await expect(switcher.getByRole('link', { name: '简体' })).toHaveAttribute('href', '/zh-cn/attractions?category=52');
  await page.goto('/en/lion');
  const english = page.getByRole('list', { name: 'Language' });
  await expect(english.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/lion');
  await expect(english.getByRole('link', { name: /简体|繁體$/ })).toHaveCount(0);
});

test('the footer shows service hours, policies and this year’s copyright', async ({ page }) => {
  await page.goto('/ja');
  const footer = page.locator('footer');
  await expect(footer).toContainText('8:30～17:30');
  await expect(footer.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/ja/privacy');
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Taipei' }).format(new Date());
  await expect(footer).toContainText(`© ${year}`);
  await expect(footer).toContainText('04-25981331');
  // The spec's external links: buses, tour buses, lodging; the office's social pages; its souvenirs.
  const travel = footer.getByRole('navigation', { name: '交通と宿泊' });
  await expect(travel.getByRole('link', { name: /台湾好行/ })).toHaveAttribute(
    'href',
    'https://www.taiwantrip.com.tw/',
  );
  await expect(travel.getByRole('link', { name: /台湾観巴/ })).toHaveAttribute(
    'href',
    'https://www.taiwantourbus.com.tw/',
  );
  await expect(travel.getByRole('link', { name: /台湾旅宿網/ })).toHaveAttribute(
    'href',
    'https://www.taiwanstay.net.tw/',
  );
  await expect(travel.getByRole('link', { name: 'お土産・特産品' })).toHaveAttribute('href', '/ja/souvenirs');
  await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@trimtnsa',
  );
});

// Each language's characters in a face made for it (Chinese and Japanese forms of the same character
// differ: 直, 骨), Latin text in the platform's own face. The font stack lists few names (the
// platform's system-ui, then the generic face the browser picks by the text's language), so this
// checks what the browser actually drew with, through the DevTools protocol.
const facesByLanguage = [
  { path: '/privacy', face: /CJK TC|JhengHei|PingFang TC/ },
  { path: '/zh-cn/privacy', face: /CJK SC|YaHei|PingFang SC/ },
  { path: '/ja/privacy', face: /CJK JP|Hiragino|Yu Gothic|Meiryo/ },
  { path: '/en/privacy', face: /DejaVu|Segoe|Roboto|San Francisco|Helvetica|Arial|Liberation/ },
];
for (const { path, face } of facesByLanguage) {
  test(`the page heading of ${path} is drawn in a face for its language`, async ({ page }) => {
    await page.goto(path);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The face that drew most of the heading's characters.
    const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
    expect(main?.familyName).toMatch(face);
  });
}

test('cards and the footer far below the fold are rendered only when scrolled near, and never widen the page', async ({
  page,
}) => {
  await page.goto('/en/attractions');
  // What the last card and the footer hold (the element with content-visibility itself is always drawn: its box).
  const lastCardLink = page.getByTestId('attraction-card').last().getByRole('link');
  const footerHeading = page.getByRole('contentinfo').getByRole('heading').first();
  // content-visibility: auto: skipped while far off screen (the first render lays out the visible cards only)...
  const rendered = (element: Element): boolean => element.checkVisibility({ contentVisibilityAuto: true });
  expect(await lastCardLink.evaluate(rendered)).toBe(false);
  expect(await footerHeading.evaluate(rendered)).toBe(false);
  // ...with a placeholder height only: a placeholder width would make the page wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  // Still in the accessibility tree while skipped, and drawn once scrolled to.
  await expect(lastCardLink).toHaveCount(1);
  await footerHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => footerHeading.evaluate(rendered)).toBe(true);
  await lastCardLink.scrollIntoViewIfNeeded();
  await expect.poll(() => lastCardLink.evaluate(rendered)).toBe(true);
});

test('the TOP link appears after scrolling and takes the visitor back up', async ({ page }) => {
  await page.goto('/en/attractions');
  const top = page.getByRole('link', { name: /Back to top/ });
  await expect(top).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#skip-link')).toBeFocused();
});

test('pages ask for JavaScript in a <noscript> message and stay readable without it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/attractions');
  await expect(page.getByText(/JavaScript is turned off/)).toBeVisible();
  await expect(page.getByTestId('attraction-card').first()).toBeVisible();
  await context.close();
});

test('without JavaScript the live sections say they need it, with no endless "Loading…"', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/nearby?gps=24.2550,121.2512&zipcode=424');
  // innerText is what is rendered: <noscript> content shown, display:none placeholders left out.
  // (Playwright's text locators do not look inside <noscript>, hence the text of <main>.)
  const shown = await page.locator('main').innerText();
  expect(shown).toContain('Live weather and air quality need JavaScript to be turned on.');
  expect(shown).toContain('Live parking information needs JavaScript to be turned on.');
  expect(shown).toContain('The map needs JavaScript. Every place is listed below.');
  expect(shown).not.toMatch(/Loading/);
  // The placeholders are in the HTML, for browsers with JavaScript.
  expect(await page.locator('.needs-js').count()).toBeGreaterThanOrEqual(3);
  // Each note names what it hides: crowd flow (Chinese only) hides visitor numbers, not the weather.
  await page.goto('/crowd-flow');
  const crowd = await page.locator('main').innerText();
  expect(crowd).toContain('今日各遊客中心的即時人數需要啟用 JavaScript 才能顯示。');
  expect(crowd).not.toMatch(/天氣|空氣品質/);
  await context.close();
});

test('breadcrumbs map the section to its navigation group', async ({ page }) => {
  await page.goto('/en/attractions/56');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  // The group leads to its part of the sitemap (a group has no page of its own).
  await expect(crumbs.getByRole('link', { name: 'Attractions' })).toHaveAttribute('href', '/en/sitemap#group-2');
  await expect(crumbs.getByRole('link', { name: 'Lishan Scenic Area' })).toHaveAttribute(
    'href',
    '/en/attractions?category=52',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Lishan Visitor Center');
});

test('the sitemap page lists every menu item once, the featured events right under Events', async ({ page }) => {
  await page.goto('/en/sitemap');
  const news = page.locator('#group-1');
  await expect(news.getByText('Events', { exact: true })).toHaveCount(1);
  // Events → its featured events, one level down (the menu's unit of the same name adds none).
  const events = news.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Events', exact: true }) });
  await expect(events.locator(':scope > ul > li > a[href^="/en/events/"]').first()).toBeVisible();
});

test('access keys U, C and Z mark the header, main content and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[accesskey="U"]')).toHaveAttribute('href', '#U');
  await expect(page.locator('main a[accesskey="C"]')).toHaveAttribute('href', '#C');
  await expect(page.locator('footer a[accesskey="Z"]')).toHaveAttribute('href', '#Z');
  // Focused, each shows itself, on the home page too, whose hero is drawn up under the header.
  // (Instant scrolling: the check reads where the focused link is, not a frame of a smooth scroll.)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const key of ['U', 'C', 'Z']) {
    const link = page.locator(`a[accesskey="${key}"]`);
    await link.focus();
    const onTop = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop, `${key} is drawn over what is around it`).toBe(true);
  }
});

test('scrolled to the very end, no floating button covers the copyright line (Chinese pages stack two)', async ({
  page,
}) => {
  for (const path of ['/', '/zh-cn', '/en']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo').getByText('©')).toBeVisible();
    const covered = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const walker = document.createTreeWalker(footer ?? document.body, NodeFilter.SHOW_TEXT);
      let text: Node | null = walker.nextNode();
      while (text && !text.textContent?.includes('©')) text = walker.nextNode();
      if (!text) return ['no copyright text'];
      // The glyphs' own boxes, not the paragraph's full width.
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      const buttons = [...document.querySelectorAll('body *')].filter((element) => {
        const style = getComputedStyle(element);
        return style.position === 'fixed' && style.visibility === 'visible' && style.display !== 'none';
      });
      return buttons.flatMap((button) => {
        const box = button.getBoundingClientRect();
        const overlaps = lines.some(
          (line) => line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom,
        );
        return overlaps ? [`${button.tagName}.${button.className}`] : [];
      });
    });
    expect(covered, path).toEqual([]);
  }
});

test('no focused control is covered, even partly, by the header or a floating button (WCAG 2.4.12)', async ({
  page,
}) => {
  // Instant scrolling: the check reads where the browser put the focused element, not a frame of a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The Chinese home page has every floating button (chat above TOP) and the events strip's buttons near them.
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 0));
  const covered: string[] = [];
  for (let step = 0; step < 250; step += 1) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      // What the visitor sees at points across the control: something fixed or sticky drawn over it covers it.
      const fixedAncestor = (element: Element | null): Element | null => {
        for (let node = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return node;
        }
        return null;
      };
      for (const fx of [0.05, 0.5, 0.95]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || focused.contains(hit) || hit.contains(focused)) continue;
          const cover = fixedAncestor(hit);
          if (cover && !cover.contains(focused)) {
            const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
            return `${focused.tagName} "${name}" under ${cover.tagName}.${cover.className}`;
          }
        }
      }
      return null;
    });
    if (overlap) covered.push(overlap);
    // Round the whole page once: Tab from the last control leaves the document.
    if (step > 0 && (await page.evaluate(() => document.activeElement?.id === 'skip-link'))) break;
  }
  expect(covered).toEqual([]);
});
