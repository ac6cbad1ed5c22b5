import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/form-helpers';
import { FEED_CHANNEL_ID, FEED_PORT, formsOrigin, OPS_TOKEN } from './support/forms-server';

// The forms server reads its social posts from a YouTube channel feed (SOCIAL_YOUTUBE_CHANNEL_ID,
// YOUTUBE_FEED_ORIGIN in playwright.config.ts): here a stand-in answers with a feed in YouTube's format.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: formsOrigin });

const feedXml = readFileSync('tests/fixtures/upstream/youtube-channel-feed-constructed.xml', 'utf8');
let feedServer: Server;
test.beforeAll(async ({ playwright }) => {
  feedServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed.test');
    const known = url.pathname === '/feeds/videos.xml' && url.searchParams.get('channel_id') === FEED_CHANNEL_ID;
    response.writeHead(known ? 200 : 404, { 'Content-Type': 'text/xml; charset=UTF-8' });
    response.end(known ? feedXml : '');
  });
  await new Promise<void>((resolve, reject) => {
    feedServer.once('error', reject);
    feedServer.listen(FEED_PORT, '127.0.0.1', () => resolve());
  });
  // Pages cached while no feed answered (another test opened them first, with the seed posts only)
  // are renewed, as an operator would once the feed is back (the posts are the `diaries` resource).
  const operator = await playwright.request.newContext();
  const renewed = await operator.post(`${formsOrigin}/_ops/revalidate`, {
    data: { tags: ['diaries'] },
    headers: { Authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(renewed.status()).toBe(200);
  await operator.dispose();
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => feedServer.close(() => resolve()));
});

for (const { prefix, heading, hint } of [
  { prefix: '', heading: '最新貼文', hint: '另開新視窗' },
  { prefix: '/en', heading: 'Latest posts', hint: 'opens in a new window' },
]) {
  test(`the channel's uploads are listed newest first, each linking to its video (${prefix || 'zh-tw'})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/social-media`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const posts = page.getByTestId('social-post');
    await expect(posts).toHaveCount(2);

    const first = posts.first();
    const link = first.getByRole('link', { name: /【測試】賞鷹季 & 登山步道/ });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=testVideo01');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toContainText(hint);
    await expect(first.locator('time')).toHaveAttribute('datetime', '2026-03-15T00:00:00+08:00');
    await expect(first).toContainText('YouTube');
    // The description follows the title, its markup-like text shown as text.
    await expect(first).toContainText('測試用的影片說明第一行。 第二行 <不是標籤>。');
    await expect(posts.nth(1).getByRole('link')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=test-Short2');
    await expect(page.getByText(prefix ? 'No Data' : '查無資料')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
