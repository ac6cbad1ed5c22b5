import { youtubeEmbedOrigin } from '@/lib/domain/media/video-id';

/**
 * The site's Content-Security-Policy, built from the settings read at run time (one build serves
 * any environment, so the header cannot be fixed at build).
 *
 * Scripts: `script-src 'self' 'unsafe-inline'`. Nearly every page is rendered once and served from
 * the page cache (ISR), so no per-request nonce can be in it. Hashes are no way out either: besides
 * its own bootstrap, Next writes React's payload into each page as inline `self.__next_f.push(…)`
 * scripts whose text differs per page, language and content version, and is only known once the
 * page is rendered — after the proxy has run and
 * while the HTML streams out. Hashing them would mean buffering every answer (cached or not) and
 * hashing each of its inline scripts before the first byte is sent, on the path where gzip and
 * the proxy already cost most of a cached page's time (README, Rendering and caching).
 * `'strict-dynamic'` needs a nonce or hash to start from, so it has no place either. What the
 * policy still holds: scripts only from this origin or inline in our own HTML (never another
 * host, `eval` or plug-ins), no inline event-handler attributes (`script-src-attr 'none'`: React
 * never writes them), no `<base>` to re-point relative script addresses, and no framing by
 * another site.
 *
 * Styles: `'unsafe-inline'` — the server-rendered HTML carries React's `style` props (next/image's
 * fill, the map markers' colours), Highcharts writes SVG `style` attributes, and Highcharts 13
 * puts its palette (CSS variables its drawing reads) in a `<style>` element of each chart. With
 * inline scripts allowed, refusing inline styles would protect little and break the charts.
 *
 * Hosts, each only where the browser itself goes: the map tiles (MAP_TILE_URL, images), the
 * privacy-enhanced YouTube player (frames). The office's photos are not among them: they reach
 * the browser through Next's image optimizer on this origin. data: images are the captcha (a PNG
 * made on the server); blob: media is its spoken code, played from memory.
 */
export type PolicyOptions = {
  /** MAP_TILE_URL: the tile template Leaflet fetches from ({s} subdomains allowed). */
  mapTileUrl: string;
  /** The site is served over HTTPS (SITE_URL): any http:// subresource is asked for over https. */
  https: boolean;
  /** `next dev`: React's development build evaluates code (error overlays, Fast Refresh). */
  development?: boolean;
};

export function contentSecurityPolicy({ mapTileUrl, https, development = false }: PolicyOptions): string {
  const tiles = tileSource(mapTileUrl);
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The offline service worker (/sw.js) and the web app manifests are this origin's only: said
    // outright rather than left to the fallbacks (worker-src falls back to script-src).
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'self'", 'blob:'],
    ['frame-src', youtubeEmbedOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The source expression that allows a tile template's host, or undefined when the tiles are on
 * this origin (a template starting with one `/`). A placeholder in the host (`{s}.tile.example.org`,
 * Leaflet's subdomains) becomes a wildcard over what follows it: CSP allows `*` only as the first
 * label, and `*.example.org` matches every subdomain depth. The scheme and port are kept. Throws
 * for a template no source expression can allow (lib/env.ts refuses such a MAP_TILE_URL at start).
 */
export function tileSource(mapTileUrl: string): string | undefined {
  const parsed = parseTileSource(mapTileUrl);
  if ('problem' in parsed) throw new Error(`MAP_TILE_URL ${parsed.problem}: ${mapTileUrl}`);
  return parsed.source;
}

/** Why the Content-Security-Policy cannot allow this tile template, or undefined when it can. */
export function tileSourceProblem(mapTileUrl: string): string | undefined {
  const parsed = parseTileSource(mapTileUrl);
  return 'problem' in parsed ? parsed.problem : undefined;
}

function parseTileSource(mapTileUrl: string): { source: string | undefined } | { problem: string } {
  if (/^\/(?!\/)/.test(mapTileUrl)) return { source: undefined };
  const match = /^(?:([a-z][a-z\d+.-]*):)?\/\/(?:[^@/?#]*@)?([^/?#]+)/i.exec(mapTileUrl);
  if (!match) return { problem: 'needs a host (https://tiles.example.org/…) or a path on this site (/tiles/…)' };
  const scheme = match[1]?.toLowerCase();
  const authority = match[2]!.toLowerCase();
  const port = /:\d+$/.exec(authority)?.[0] ?? '';
  const labels = authority.slice(0, authority.length - port.length).split('.');
  const lastPlaceholder = labels.findLastIndex((label) => /[{}]/.test(label));
  const rest = labels.slice(lastPlaceholder + 1);
  // A wildcard over a top-level domain alone (`{s}.org`) would allow half the web.
  if (lastPlaceholder >= 0 && rest.length < 2) return { problem: 'has a host too broad for a wildcard' };
  const host = `${lastPlaceholder >= 0 ? '*.' : ''}${rest.join('.')}`;
  // Only a host name reaches the header (CSP has no IPv6 literals): nothing that could end the
  // directive or add a source of its own.
  if (!/^(\*\.)?[a-z\d-]+(\.[a-z\d-]+)*$/.test(host)) return { problem: 'has a host that is not a plain host name' };
  return { source: `${scheme ? `${scheme}://` : ''}${host}${port}` };
}
