import { afterEach, describe, expect, it, vi } from 'vitest';
import { storePage } from '@/lib/offline/store-page';

/** The part of the Cache API storePage uses, kept in a Map. */
function memoryCache(): Cache {
  const entries = new Map<string, Response>();
  return {
    match: async (request: RequestInfo | URL) => entries.get(String(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => void entries.set(String(request), response),
  } as unknown as Cache;
}

const page = (files: string[]) =>
  new Response(
    `<!DOCTYPE html><html><head>${files.map((file) => `<script src="${file}" async></script>`).join('')}</head></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=300' },
    },
  );

describe('storing pages for offline use', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches each build file once when several pages naming it are stored at the same time', async () => {
    const shared = ['/_next/static/chunks/react.js', '/_next/static/chunks/site.css'];
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetches.push(url);
      // A build file takes a moment to arrive, so the pages' stores overlap as in the worker's install.
      if (url.startsWith('/_next/'))
        return new Promise((resolve) => setTimeout(() => resolve(new Response(`/* ${url} */`)), 20));
      return url === '/offline' ? page([...shared, '/_next/static/chunks/offline.js']) : page(shared);
    });
    const pages = memoryCache();
    const assets = memoryCache();
    const stored = await Promise.all(['/', '/en', '/ja', '/offline'].map((url) => storePage(url, pages, assets)));

    for (const file of [...shared, '/_next/static/chunks/offline.js'])
      expect(
        fetches.filter((url) => url === file),
        file,
      ).toHaveLength(1);
    expect(await assets.match('/_next/static/chunks/react.js')).toBeDefined();
    // Each page names every file it needs, and the bytes of each file are counted once in all.
    expect(stored.map((result) => result?.files.length)).toEqual([2, 2, 2, 3]);
    const fileBytes = (file: string) => `/* ${file} */`.length;
    const pageBytes = (
      await Promise.all(
        ['/', '/en', '/ja', '/offline'].map(async (url) => (await (await pages.match(url))!.blob()).size),
      )
    ).reduce((a, b) => a + b);
    const total = stored.reduce((sum, result) => sum + (result?.bytes ?? 0), 0);
    expect(total).toBe(
      pageBytes + [...shared, '/_next/static/chunks/offline.js'].map(fileBytes).reduce((a, b) => a + b),
    );
  });
});
