import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { readRootMainFiles } from '../lib/build/build-manifest';
import { COMPILE_HINT } from '../lib/build/compile-hints';

/**
 * The framework's runtime scripts reach the browser with V8's compile hint on top
 * (lib/build/compile-hints.ts), in the brotli copy as in the plain file, and the page's own
 * chunks without it. Desktop only: what is checked is the server's answers.
 */

let rootMainFiles: string[] = [];
test.beforeAll(async () => {
  rootMainFiles = await readRootMainFiles('.next');
});

/** The scripts a page's HTML loads (Next's `nomodule` polyfills left out: no module browser runs them). */
function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
    .filter((match) => !(match[2] as string).includes('noModule') && !(match[2] as string).includes('nomodule'))
    .map((match) => match[1] as string);
}

for (const path of ['/', '/en/attractions/80', '/ja/events']) {
  test(`${path}: the runtime scripts carry the compile hint, the page's own do not`, async ({ request }) => {
    const scripts = pageScripts(await (await request.get(path)).text());
    const runtime = scripts.filter((src) => rootMainFiles.some((file) => src.endsWith(`/${file}`)));
    expect(runtime, 'every runtime script is loaded by the page').toHaveLength(rootMainFiles.length);
    for (const src of scripts) {
      const plain = await request.get(src, { headers: { 'accept-encoding': 'identity' } });
      const compressed = await request.get(src, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers()['content-encoding'], src).toBe('br');
      // Playwright's request decodes the brotli answer as a browser does.
      const bodies = [(await plain.body()).toString('utf8'), (await compressed.body()).toString('utf8')];
      for (const body of bodies) expect(body.startsWith(COMPILE_HINT), src).toBe(runtime.includes(src));
    }
  });
}

test('the brotli copy on disk holds the hint too', () => {
  const file = `.next/${rootMainFiles[0]}`;
  expect(
    zlib
      .brotliDecompressSync(readFileSync(`${file}.br`))
      .toString('utf8')
      .startsWith(COMPILE_HINT),
  ).toBe(true);
});
