import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A page's rendering mode as the build decided it, read from .next's manifests rather than from
 * the `next build` route table (which is text for people). routes-manifest.json gives the route a
 * URL matches; prerender-manifest.json says whether that route (or this exact URL) is prerendered
 * and its revalidate period. The response header x-nextjs-cache then shows what the server did.
 */

/** on-demand: cached after its first request, with a revalidate period the manifest does not give. */
export type RenderingMode = 'static' | 'ISR' | 'on-demand' | 'dynamic' | 'unknown';

export interface RouteMode {
  /** Path inside the app, locale prefix included (what the proxy rewrites to). */
  internalPath: string;
  /** Route pattern, e.g. /[locale]/attractions/[id]; undefined when no route matched. */
  route: string | undefined;
  mode: RenderingMode;
  /** Seconds; false = never (static); undefined when not prerendered. */
  revalidate: number | false | undefined;
  /** Prerendered at build time (true) or on its first request, then cached (false). */
  prerenderedAtBuild: boolean;
  /** Next's own word for it (e.g. STATIC, PARTIALLY_STATIC), when the manifest has one. */
  renderingMode: string | undefined;
}

const revalidate = z.union([z.number(), z.literal(false)]).optional();
const prerenderSchema = z.object({
  routes: z.record(
    z.string(),
    z.object({
      initialRevalidateSeconds: revalidate,
      srcRoute: z.string().nullable().optional(),
      renderingMode: z.string().optional(),
    }),
  ),
  dynamicRoutes: z.record(
    z.string(),
    z.object({
      fallbackRevalidate: revalidate,
      fallback: z.union([z.string(), z.literal(false), z.null()]).optional(),
      renderingMode: z.string().optional(),
    }),
  ),
});
const routeSchema = z.object({ page: z.string(), regex: z.string() });
const routesSchema = z.object({ staticRoutes: z.array(routeSchema), dynamicRoutes: z.array(routeSchema) });

export interface BuildRoutes {
  prerender: z.infer<typeof prerenderSchema>;
  /** Static routes first, then dynamic ones in the manifest's order (Next's own matching order). */
  routes: { page: string; regex: RegExp }[];
}

export async function readBuildRoutes(appDir: string): Promise<BuildRoutes> {
  const read = async (file: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(appDir, '.next', file), 'utf8'));
  const prerender = prerenderSchema.parse(await read('prerender-manifest.json'));
  const manifest = routesSchema.parse(await read('routes-manifest.json'));
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => ({
    page: r.page,
    regex: new RegExp(r.regex),
  }));
  return { prerender, routes };
}

/** `/attractions` → `/zh-tw/attractions`; `/` → `/zh-tw`; `/en/x` unchanged (as-needed prefixes). */
export function internalPath(urlPath: string, locales: readonly string[], defaultLocale: string): string {
  const first = urlPath.split('/')[1] ?? '';
  if (locales.includes(first)) return urlPath;
  return urlPath === '/' ? `/${defaultLocale}` : `/${defaultLocale}${urlPath}`;
}

export function routeMode(
  build: BuildRoutes,
  urlPath: string,
  locales: readonly string[],
  defaultLocale: string,
): RouteMode {
  const internal = internalPath(urlPath, locales, defaultLocale);
  const route = build.routes.find((r) => r.regex.test(internal))?.page;
  const modeOf = (seconds: number | false | undefined): RenderingMode =>
    seconds === false ? 'static' : typeof seconds === 'number' ? 'ISR' : 'unknown';

  // This exact URL was prerendered at build time (generateStaticParams or a static route).
  const exact = build.prerender.routes[internal];
  if (exact) {
    return {
      internalPath: internal,
      route,
      mode: modeOf(exact.initialRevalidateSeconds),
      revalidate: exact.initialRevalidateSeconds,
      prerenderedAtBuild: true,
      renderingMode: exact.renderingMode,
    };
  }
  // A cacheable dynamic route whose URL was not listed at build: rendered once on first request.
  // Its period is fallbackRevalidate when Next wrote one, else that of a URL of the same route
  // prerendered at build (same segment config), else unknown.
  const dynamic = route ? build.prerender.dynamicRoutes[route] : undefined;
  if (dynamic) {
    const sibling = Object.values(build.prerender.routes).find((r) => r.srcRoute === route);
    const seconds = dynamic.fallbackRevalidate ?? sibling?.initialRevalidateSeconds;
    const mode = modeOf(seconds);
    return {
      internalPath: internal,
      route,
      mode: mode === 'unknown' ? 'on-demand' : mode,
      revalidate: seconds,
      prerenderedAtBuild: false,
      renderingMode: dynamic.renderingMode,
    };
  }
  return {
    internalPath: internal,
    route,
    mode: route ? 'dynamic' : 'unknown',
    revalidate: undefined,
    prerenderedAtBuild: false,
    renderingMode: undefined,
  };
}
