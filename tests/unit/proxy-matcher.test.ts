import { readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { isPublicFile, listFiles } from '@/lib/routing/public-files';

const root = process.cwd();
const runs = (url: string) => matches({ config, url });

describe('which addresses the proxy sees (proxy.ts config.matcher)', () => {
  it('skips Next’s own files and every file the site serves at its root', () => {
    // public/'s root files, and the app routes at the root that are files (app/icon.png, robots.ts …).
    const publicRoot = readdirSync(path.join(root, 'public'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`);
    const appRootFiles = ['/icon.png', '/apple-icon.png', '/robots.txt', '/sitemap.xml', '/offline-pack.json'];
    expect(publicRoot.length).toBeGreaterThan(0);
    for (const url of [
      ...publicRoot,
      ...appRootFiles,
      '/_next/static/chunks/a.js',
      '/_next/image?url=%2Fa.webp&w=640&q=75',
    ])
      expect(runs(url), url).toBe(false);
  });

  it('sees every other address, including those that only look like files', () => {
    for (const url of [
      '/',
      '/en/attractions/80',
      '/en/attractions/80.png',
      '/qq23614.png',
      '/images/news/x.png',
      '/images/news/1.webp', // a real photo: the proxy lets it through untouched (isPublicFile)
      '/en/manifest.webmanifest',
      '/favicon.ico',
      '/_api',
      '/_api/en/attractions.json',
      '/_ops',
      '/_ops/news/1',
      '/_nextjs/attractions/1',
      '/_vercel/attractions/1',
    ])
      expect(runs(url), url).toBe(true);
  });
});

describe('isPublicFile', () => {
  it('knows the files of public/ and nothing else', () => {
    const files = [...listFiles(path.join(root, 'public'))];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(isPublicFile(file), file).toBe(true);
    for (const other of ['/images', '/images/', '/images/news', '/images/news/x.png', '/IMAGES/news/1.webp', '/'])
      expect(isPublicFile(other), other).toBe(false);
  });

  it('finds file names that need no decoding (a request path is compared as it arrives)', () => {
    for (const file of listFiles(path.join(root, 'public'))) expect(file, file).toMatch(/^[A-Za-z0-9/._-]+$/);
  });

  it('is empty, not an error, without a public folder', () => {
    expect(listFiles(path.join(root, 'no-such-folder')).size).toBe(0);
  });
});
