import { describe, expect, test } from 'vitest';
import { packForPage } from '@/lib/offline/pack-for-page';

// The pages a "Save for offline" pack keeps are made on the server from the page alone: the size
// route takes nothing else from the browser (app/offline-pack.json/route.ts).
describe('packForPage', () => {
  test("an area page's pack: the page, the emergency pages, a visitor centre, the area's trails and attractions", async () => {
    const paths = (await packForPage('en', '/lishan'))!;
    expect(paths.slice(0, 4)).toEqual([
      '/en/lishan',
      '/en/emergency',
      '/en/safety-tips',
      expect.stringMatching(/^\/en\/attractions\/\d+$/),
    ]);
    expect(paths.some((path) => path.startsWith('/en/trails/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("a trail's pack starts with the trail, then its area's page, in the page's language", async () => {
    const lishan = (await packForPage('ja', '/lishan'))!;
    const trail = lishan.find((path) => path.startsWith('/ja/trails/'))!;
    const paths = (await packForPage('ja', trail.slice(3)))!;
    expect(paths.slice(0, 2)).toEqual([trail, '/ja/lishan']);
    expect(paths.every((path) => path.startsWith('/ja/'))).toBe(true);
  });

  test('a page without a pack has none: other pages, unknown ids, invented addresses', async () => {
    for (const page of ['/privacy', '/trails/999999', '/attractions/0', '/lishan/extra', '/events/1', '/'])
      expect(await packForPage('en', page), page).toBeUndefined();
  });
});
