import { describe, expect, test } from 'vitest';
import { formatBytes } from '@/lib/offline/format';
import { isPackSize, measurePack, packSizeAddress, parsePackPage } from '@/lib/offline/pack-size';
import { keptPictureAddress, picturesOf } from '@/lib/offline/pictures';
import { isFullLoadOffline } from '@/lib/offline/requests';

const origin = 'https://www.trimt-nsa.gov.tw';
const at = (path: string) => new URL(path, origin);

describe('the pictures a pack keeps', () => {
  test('every width of one of the site’s pictures is answered from its source file; other sites’ pictures are not kept', () => {
    expect(keptPictureAddress(at('/_next/image?url=%2Fimages%2Fattractions%2F80.webp&w=1080&q=75'), origin)).toBe(
      '/images/attractions/80.webp',
    );
    expect(keptPictureAddress(at('/_next/image?url=%2Fimages%2Fattractions%2F80.webp&w=96&q=75'), origin)).toBe(
      '/images/attractions/80.webp',
    );
    expect(keptPictureAddress(at('/icons/icon-192.png'), origin)).toBe('/icons/icon-192.png');
    expect(
      keptPictureAddress(
        at('/_next/image?url=https%3A%2F%2Fwww.trimt-nsa.gov.tw%2FContent%2Fa.jpg&w=640&q=75'),
        origin,
      ),
    ).toBeUndefined();
    expect(keptPictureAddress(at('/_next/image?url=%2F%2Fevil.example%2Fa.jpg&w=640'), origin)).toBeUndefined();
    expect(keptPictureAddress(new URL('https://tile.openstreetmap.org/1/2/3.png'), origin)).toBeUndefined();
  });

  test('are read from every <img> of the page, src and srcset, each once', () => {
    const html =
      '<img alt="" sizes="100vw" srcSet="/_next/image?url=%2Fimages%2Fa.webp&amp;w=640&amp;q=75 640w, ' +
      '/_next/image?url=%2Fimages%2Fa.webp&amp;w=1080&amp;q=75 1080w" src="/_next/image?url=%2Fimages%2Fa.webp&amp;w=1080&amp;q=75"/>' +
      '<img src="/_next/image?url=%2Fimages%2Fplaceholder.webp&amp;w=1200&amp;q=75" alt="">' +
      '<img src="/logo.svg" alt="Tri-Mountain"><img src="data:image/gif;base64,R0lGOD" alt="">' +
      '<img src="https://elsewhere.example/a.jpg" alt=""><link rel="preload" href="/_next/image?url=%2Fimages%2Fb.webp&amp;w=640">';
    expect(picturesOf(html)).toEqual(['/images/a.webp', '/images/placeholder.webp', '/logo.svg']);
  });
});

describe('the size of a pack before it is saved', () => {
  test('is asked for one page of this site, never a list of pages to read', () => {
    const query = new URL(packSizeAddress('/en/lishan'), origin).searchParams;
    expect(parsePackPage(query)).toBe('/en/lishan');
    expect(parsePackPage(new URLSearchParams([['page', '/trails/12']]))).toBe('/trails/12');
    expect(parsePackPage(new URLSearchParams())).toBeUndefined();
    expect(
      parsePackPage(
        new URLSearchParams([
          ['page', '/en/lishan'],
          ['page', '/en/lion'],
        ]),
      ),
    ).toBeUndefined();
    expect(parsePackPage(new URLSearchParams([['page', '//evil.example/x']]))).toBeUndefined();
    expect(parsePackPage(new URLSearchParams([['page', '/en//x']]))).toBeUndefined();
    expect(parsePackPage(new URLSearchParams([['page', 'https://evil.example/']]))).toBeUndefined();
    expect(parsePackPage(new URLSearchParams([['page', '/en/a?b=1']]))).toBeUndefined();
    expect(parsePackPage(new URLSearchParams([['page', `/${'a'.repeat(80)}`]]))).toBeUndefined();
    expect(isPackSize({ bytes: 10, pages: 1, files: 2 })).toBe(true);
    expect(isPackSize({ bytes: -1, pages: 1, files: 2 })).toBe(false);
  });

  test('counts each kept page and every build file and picture they name once; a page that would not be kept counts nothing', async () => {
    const page = (body: string) =>
      new Response(body, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=300' },
      });
    const shared =
      '<script src="/_next/static/chunks/app.js"></script><img src="/_next/image?url=%2Fimages%2Fa.webp&amp;w=640" alt="">';
    const pages: Record<string, string> = {
      '/en/lishan': `<html>${shared}</html>`,
      '/en/trails/3': `<html>${shared}<img src="/_next/image?url=%2Fimages%2Fb.webp&amp;w=640" alt="">步道</html>`,
    };
    const files: Record<string, number> = {
      '/_next/static/chunks/app.js': 5000,
      '/images/a.webp': 700,
      '/images/b.webp': 300,
    };
    const asked: string[] = [];
    const fetcher = async (url: URL, init: RequestInit) => {
      asked.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname in pages) return page(pages[url.pathname]!);
      if (url.pathname === '/en/gone')
        return new Response('Not found', { status: 404, headers: { 'content-type': 'text/html' } });
      const size = files[url.pathname];
      if (size === undefined) return new Response(null, { status: 404 });
      // The picture b answers HEAD without a length: its body is read instead.
      if (url.pathname === '/images/b.webp')
        return new Response(init.method === 'HEAD' ? null : new Uint8Array(size), { status: 200 });
      return new Response(init.method === 'HEAD' ? null : new Uint8Array(size), {
        headers: { 'content-length': String(size) },
      });
    };
    const size = await measurePack(['/en/lishan', '/en/trails/3', '/en/gone'], origin, fetcher);
    const htmlBytes = new TextEncoder().encode(pages['/en/lishan']! + pages['/en/trails/3']!).length;
    expect(size).toEqual({ bytes: htmlBytes + 5000 + 700 + 300, pages: 2, files: 3 });
    expect(asked.filter((request) => request === 'HEAD /_next/static/chunks/app.js')).toHaveLength(1);
  });

  test('is written as each language writes a size', () => {
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatBytes(2_400_000, 'ja')).toMatch(/^2\.4\s?MB$/);
    expect(formatBytes(2_400_000, 'zh-tw')).toMatch(/^2\.4\s?MB$/);
    expect(formatBytes(12_400_000, 'en')).toBe('12 MB');
  });
});

describe('a link followed without a signal', () => {
  const page = 'https://www.trimt-nsa.gov.tw/en/trails';
  const plain = { button: 0, modified: false };
  const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...extra,
  });

  test('loads another page of the site in full, so the worker serves its saved copy', () => {
    expect(isFullLoadOffline(plain, link('https://www.trimt-nsa.gov.tw/en/trails/3'), page)).toBe(true);
    expect(isFullLoadOffline(plain, link('https://www.trimt-nsa.gov.tw/en/trails?area=2'), page)).toBe(true);
  });

  test('leaves alone other sites, new tabs, downloads, modified clicks and jumps within the page', () => {
    expect(isFullLoadOffline(plain, link('https://elsewhere.example/'), page)).toBe(false);
    expect(isFullLoadOffline(plain, link('https://www.trimt-nsa.gov.tw/en/a', { target: '_blank' }), page)).toBe(false);
    expect(isFullLoadOffline(plain, link('https://www.trimt-nsa.gov.tw/a.pdf', { download: true }), page)).toBe(false);
    expect(isFullLoadOffline({ button: 0, modified: true }, link('https://www.trimt-nsa.gov.tw/en/a'), page)).toBe(
      false,
    );
    expect(isFullLoadOffline({ button: 1, modified: false }, link('https://www.trimt-nsa.gov.tw/en/a'), page)).toBe(
      false,
    );
    expect(isFullLoadOffline(plain, link('https://www.trimt-nsa.gov.tw/en/trails#main'), page)).toBe(false);
  });
});
