import path from 'node:path';
import { APPS, HTML_GZIP_TARGETS_KB, toKb, type AppName, type CachePage } from './config.mjs';
import { fetchPage, htmlWeight } from './html.mjs';
import { readBuildRoutes, routeMode, type BuildRoutes, type RenderingMode } from './route-modes.mjs';

/**
 * Per page (issue 19): how the build renders it (manifest), what the server answered (the
 * x-nextjs-cache and Cache-Control headers) and how heavy its HTML is. Two requests per page: the
 * first may be the one that fills the cache (MISS) for a page rendered on demand; the second
 * shows how every later visitor is served.
 */

export interface RenderingPage {
  app: AppName;
  page: string;
  role: CachePage['role'];
  status: number;
  route: string | undefined;
  /** From the build's manifests. */
  mode: RenderingMode;
  revalidateSeconds: number | false | undefined;
  prerenderedAtBuild: boolean;
  nextRenderingMode: string | undefined;
  /** x-nextjs-cache of the first and second request (null = header absent: rendered per request). */
  firstCacheHeader: string | null;
  cacheHeader: string | null;
  /** What the server did on the second request, from its headers. */
  servedAs: 'cache' | 'rendered';
  cacheControl: string | null;
  /** Latency of the second request, whole body, from this process. */
  ms: number;
  rawKb: number;
  gzipKb: number;
  /** Only home and text pages have a target. */
  gzipTargetKb: number | undefined;
  pass: boolean;
  /** Disagreements between the manifest and the headers, worth a look. */
  warnings: string[];
}

function targetFor(role: CachePage['role']): number | undefined {
  return role === 'home' ? HTML_GZIP_TARGETS_KB.home : role === 'text' ? HTML_GZIP_TARGETS_KB.text : undefined;
}

export async function measureRendering(
  root: string,
  pages: readonly CachePage[],
  available: (app: AppName) => boolean,
): Promise<RenderingPage[]> {
  const builds = new Map<AppName, Promise<BuildRoutes>>();
  const buildOf = (app: AppName): Promise<BuildRoutes> => {
    let build = builds.get(app);
    if (!build) {
      build = readBuildRoutes(path.join(root, APPS[app].dir));
      builds.set(app, build);
    }
    return build;
  };

  const result: RenderingPage[] = [];
  for (const page of pages) {
    if (!available(page.app)) continue;
    const app = APPS[page.app];
    const mode = routeMode(await buildOf(page.app), page.path, app.locales, app.defaultLocale);
    const url = `${app.origin}${page.path}`;
    const first = await fetchPage(url);
    const second = await fetchPage(url);
    const cacheHeader = second.headers.get('x-nextjs-cache');
    const weight = htmlWeight(second.html);
    const gzipKb = toKb(weight.gzipBytes);
    const gzipTargetKb = targetFor(page.role);

    const warnings: string[] = [];
    if (second.status !== 200) warnings.push(`answered ${second.status}`);
    if ((mode.mode === 'static' || mode.mode === 'ISR') && cacheHeader === null)
      warnings.push(`manifest says ${mode.mode} but no x-nextjs-cache header`);
    if (mode.mode === 'dynamic' && cacheHeader !== null)
      warnings.push(`manifest says dynamic but x-nextjs-cache: ${cacheHeader}`);
    if (cacheHeader !== null && cacheHeader !== 'HIT') warnings.push(`second request was ${cacheHeader}, not HIT`);

    result.push({
      app: page.app,
      page: page.path,
      role: page.role,
      status: second.status,
      route: mode.route,
      mode: mode.mode,
      revalidateSeconds: mode.revalidate,
      prerenderedAtBuild: mode.prerenderedAtBuild,
      nextRenderingMode: mode.renderingMode,
      firstCacheHeader: first.headers.get('x-nextjs-cache'),
      cacheHeader,
      servedAs: cacheHeader === null ? 'rendered' : 'cache',
      cacheControl: second.headers.get('cache-control'),
      ms: second.ms,
      rawKb: toKb(weight.rawBytes),
      gzipKb,
      gzipTargetKb,
      pass: second.status === 200 && (gzipTargetKb === undefined || gzipKb <= gzipTargetKb),
      warnings,
    });
  }
  return result;
}
