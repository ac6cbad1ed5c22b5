import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageExpireSeconds } from './cache-lifetime.mjs';
import { buildFolder } from './lib/build/build-folder';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Next keeps its page cache in the build folder: a second server on the same machine that must
  // not share it (the e2e servers, each with its own settings) runs from its own copy of the build.
  distDir: buildFolder(),
  poweredByHeader: false,
  // Next makes a page's ETag by hashing its whole HTML (130 kB for the home page) in JavaScript on
  // every request, cached or not: 7 % of the server's time per cached page, profiled under load
  // (README, Performance). Pages carry s-maxage for shared caches; a CDN in front keeps its own
  // validators, and client-side navigation fetches React's payload, not the HTML.
  generateEtags: false,
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // A cached page may be served stale for a day while it is rendered again (cache-lifetime.mjs).
  expireTime: pageExpireSeconds,
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx answers addresses no page claims, in their language, rendered on the server.
    globalNotFound: true,
    // Every page's style sheets in the same 3 files instead of 4-5 per kind of page (render-blocking:
    // each is a request before the first paint), 0.1-0.6 kB less brotli per page, and after the first
    // page no style sheet to fetch at all (README, "Style sheets"). The cost of a request, in bytes of
    // CSS before compression: what a slow 4G phone (150 ms, 1.6 Mbit/s) receives in the two or three
    // round trips of a new connection and its request, 60-90 kB, with CSS compressing about five to
    // one. Turbopack's default (100 kB) made 8-11 files per page.
    cssChunking: { type: 'graph', requestCost: 400_000 },
  },
  // PGlite ships WASM and data files, svg-captcha its font: loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'svg-captcha', 'nodemailer'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // The office's photo folder (albums built from its open-data records): resized and cached here.
    remotePatterns: [{ protocol: 'https', hostname: 'www.trimt-nsa.gov.tw', pathname: '/Content/Uploads/**' }],
    deviceSizes: [360, 480, 640, 828, 1080, 1200, 1600, 1920],
    imageSizes: [96, 160, 240, 320],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
