/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type SerwistPlugin } from 'serwist';
import {
  activateMessage,
  imageBudgetBytes,
  keepPageMessage,
  networkTimeoutSeconds,
  offlineCaches,
  savedAtHeader,
} from '@/lib/offline/cache-names';
import { imagesToEvict, touchImage, type ImageEntry } from '@/lib/offline/image-budget';
import { keptPictureAddress } from '@/lib/offline/pictures';
import { isBuildAsset, isKeptImage, isLiveAnswer, isMenuPanelsAnswer } from '@/lib/offline/requests';
import { isStorablePage, markSavedCopy } from '@/lib/offline/saved-copy';
import { offlinePathFor, shellPaths } from '@/lib/offline/shell';
import { storePage } from '@/lib/offline/store-page';

/**
 * The site's service worker (README, "Offline"), bundled by scripts/build-service-worker.mts
 * after `next build` into public/sw.js. Serwist gives the strategies (network first with a
 * timeout, cache first, expiration); what is the site's own is which answers are kept, the
 * "saved on" mark of a page served from the cache, the photo budget in bytes, and the shell of
 * pages every language gets at install.
 */
declare const self: ServiceWorkerGlobalScope;
/** Set at bundling: a new deploy is a new worker script, which is what makes the browser update it. */
declare const __BUILD_ID__: string;

const shellCache = `trimt-shell-${__BUILD_ID__}`;

/** A copy of an answer that says when it was stored. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(savedAtHeader, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** A stored page, marked for the page's script to show "You are offline — saved on …". */
async function markedCopy(response: Response): Promise<Response> {
  const savedAt = response.headers.get(savedAtHeader) ?? response.headers.get('date') ?? new Date().toISOString();
  const html = markSavedCopy(await response.text(), new Date(savedAt).toISOString());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

/**
 * Network first means the network: the browser's HTTP cache would otherwise answer for it (pages
 * carry stale-while-revalidate for shared caches, which Chromium also applies), handing a stale
 * page or live answer over as fresh, without the offline note. For the same reason navigation
 * preload is off: its request goes through the HTTP cache too.
 */
const fromNetwork: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

const storablePages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isStorablePage(response.status, response.headers) ? stamped(response) : null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markedCopy(cachedResponse) : null),
};

const stampedAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok ? stamped(response) : null),
};

const pages = new NetworkFirst({
  cacheName: offlineCaches.pages,
  networkTimeoutSeconds,
  plugins: [fromNetwork, storablePages, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  matchOptions: { ignoreVary: true },
});

/**
 * A page: the network (a few seconds at most), else the copy kept when it was last opened, else a
 * saved pack's or the shell's copy, else the offline page in the page's language. Never the
 * browser's own offline error for a page the visitor opened or saved.
 */
async function openPage(options: { request: Request; event: ExtendableEvent }): Promise<Response> {
  try {
    const response = await pages.handle(options);
    if (response) return response;
  } catch {
    // Network and this cache both failed: look in the other caches below.
  }
  const saved = await caches.match(options.request.url, { ignoreVary: true, ignoreSearch: false });
  if (saved) return markedCopy(saved);
  const offline = await caches.match(offlinePathFor(new URL(options.request.url).pathname), { ignoreVary: true });
  return offline ?? Response.error();
}

/** Photos within imageBudgetBytes: an index of sizes and last use, kept in the cache itself. */
const imageIndexUrl = '/__trimt/image-index.json';
let imageIndexWork: Promise<unknown> = Promise.resolve();

function updateImageIndex(change: (entries: ImageEntry[]) => ImageEntry[]): Promise<unknown> {
  // One change at a time: concurrent photo loads must not overwrite each other's index.
  imageIndexWork = imageIndexWork
    .then(async () => {
      const cache = await caches.open(offlineCaches.images);
      const stored = await cache.match(imageIndexUrl);
      const entries = change(stored ? ((await stored.json()) as ImageEntry[]) : []);
      const evicted = new Set(imagesToEvict(entries, imageBudgetBytes));
      await Promise.all([...evicted].map((url) => cache.delete(url)));
      const kept = entries.filter((entry) => !evicted.has(entry.url));
      await cache.put(
        imageIndexUrl,
        new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }),
      );
    })
    .catch(() => undefined);
  return imageIndexWork;
}

/** Shown for a photo that is neither kept nor reachable: a calm placeholder, not a broken image. */
const photoPlaceholder = '/images/placeholder.webp';
const placeholderWhenOffline: SerwistPlugin = {
  handlerDidError: async () => (await caches.match(photoPlaceholder)) ?? undefined,
};

const imageBudget: SerwistPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    const bytes = (await newResponse.clone().blob()).size;
    await updateImageIndex((entries) => touchImage(entries, request.url, Date.now(), bytes));
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) void updateImageIndex((entries) => touchImage(entries, request.url, Date.now()));
    return cachedResponse ?? null;
  },
};

const visitedPictures = new CacheFirst({
  cacheName: offlineCaches.images,
  plugins: [
    imageBudget,
    placeholderWhenOffline,
    new ExpirationPlugin({ maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

/**
 * A picture: a saved pack's copy first (every width of one of the site's pictures is answered from
 * its source file, lib/offline/pictures.ts), so a pack's pictures never depend on the photo
 * budget; else the photos of visited pages (cache first, within the budget); else the network;
 * else the placeholder.
 */
async function showPicture(options: { request: Request; url: URL; event: ExtendableEvent }): Promise<Response> {
  const kept = keptPictureAddress(options.url, self.location.origin);
  if (kept) {
    const packs = await caches.open(offlineCaches.packs);
    const packed = await packs.match(kept, { ignoreVary: true });
    if (packed) return packed;
  }
  return visitedPictures.handle(options);
}

/** Pages every visitor gets at install, with the build files they need to look right. */
async function storeShell(): Promise<void> {
  const shell = await caches.open(shellCache);
  const assets = await caches.open(offlineCaches.assets);
  // One failed page (a weak signal while installing) must not stop the worker: the others count.
  await Promise.allSettled([
    ...shellPaths().map((path) => storePage(path, shell, assets)),
    shell.add(photoPlaceholder),
  ]);
}

const serwist = new Serwist({
  // Not at once: a new version waits until the visitor accepts it (the update note), so an open
  // tab is never switched to other build files under its feet.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === 'navigate', handler: openPage },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isBuildAsset(url),
      handler: new CacheFirst({
        cacheName: offlineCaches.assets,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, request }) => isKeptImage(url, request.destination, self.location.origin),
      handler: showPicture,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isMenuPanelsAnswer(url),
      // Through the browser's cache (the answer's own lifetime), unlike the pages: one per language.
      handler: new NetworkFirst({ cacheName: offlineCaches.pages, networkTimeoutSeconds }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isLiveAnswer(url),
      handler: new NetworkFirst({
        cacheName: offlineCaches.live,
        networkTimeoutSeconds,
        plugins: [fromNetwork, stampedAnswers, new ExpirationPlugin({ maxEntries: 60 })],
      }),
    },
  ],
});

self.addEventListener('install', (event) => event.waitUntil(storeShell()));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Earlier builds' shells go; visited pages, saved packs and photos stay across updates.
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith('trimt-shell-') && name !== shellCache)
              .map((name) => caches.delete(name)),
          ),
        ),
      keepOpenPages(),
    ]),
  );
});

/**
 * The pages open when the worker arrives were loaded before it, past its cache: they are kept now,
 * so the first page a visitor opens (at the visitor centre, say) reopens without a signal. Done
 * here rather than by the page, whose script every page loads.
 */
async function keepOpenPages(): Promise<void> {
  const [open, pageCache, assets] = await Promise.all([
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    caches.open(offlineCaches.pages),
    caches.open(offlineCaches.assets),
  ]);
  const sameOrigin = open.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin);
  await Promise.allSettled(
    sameOrigin.map(async (url) => {
      url.hash = '';
      if (!(await pageCache.match(url.href, { ignoreVary: true }))) await storePage(url.href, pageCache, assets);
    }),
  );
}

/** A page kept this recently is not fetched again for a client-side navigation to it (pages are cached five minutes). */
const keptRecentlyMs = 5 * 60 * 1000;

/** Keeps a page the visitor reached by a client-side navigation (the tab's message), as a page load would. */
async function keepVisitedPage(address: string): Promise<void> {
  const url = new URL(address);
  if (url.origin !== self.location.origin) return;
  url.hash = '';
  const [pageCache, assets] = await Promise.all([caches.open(offlineCaches.pages), caches.open(offlineCaches.assets)]);
  const kept = await pageCache.match(url.href, { ignoreVary: true });
  const savedAt = Date.parse(kept?.headers.get(savedAtHeader) ?? '');
  if (Date.now() - savedAt < keptRecentlyMs) return;
  await storePage(url.href, pageCache, assets);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown } | null;
  if (data?.type === activateMessage) void self.skipWaiting();
  if (data?.type === keepPageMessage && typeof data.url === 'string')
    event.waitUntil(keepVisitedPage(data.url).catch(() => undefined));
});

serwist.addEventListeners();
