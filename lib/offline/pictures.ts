/**
 * The pictures a saved page shows, as a "Save for offline" pack keeps them (README, "Offline").
 *
 * A page asks for its pictures through Next's optimizer (`/_next/image?url=/images/…&w=…&q=…`),
 * one address per width, and which width depends on the screen, its pixel density and the layout
 * slot. A pack keeps each of the site's own pictures once, as its source file (`/images/….webp`),
 * and the worker answers every width of it from that copy: the phone shows the same picture
 * whatever width it asks for (turned sideways too), and the size of a pack is known before it is
 * saved (the server reads each file's length, no picture is resized to find it out). The site's
 * own pictures are small WebP files (at most 1200 px wide), about the size of a resized one.
 * Pictures from another site (the office's photo folder) are not kept: none is on a pack's pages.
 */

/** Next's optimizer: the address of one width of a picture. */
const optimizer = '/_next/image';

/** A path on this site (not `//host/…`, not a data: address). */
function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith(optimizer);
}

/**
 * The address a pack keeps for a picture request, or undefined for a picture a pack never holds:
 * the source file for one of this site's pictures through the optimizer, the address itself for
 * any other picture of this site.
 */
export function keptPictureAddress(url: URL, origin: string): string | undefined {
  if (url.origin !== origin) return undefined;
  if (url.pathname !== optimizer) return isOwnPath(url.pathname) ? url.pathname + url.search : undefined;
  const source = url.searchParams.get('url');
  return source && isOwnPath(source) ? source : undefined;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&quot;/g, '"');
}

/**
 * The pictures a page's HTML shows (every `<img>`: its src and srcset candidates, the menu's
 * covers included), as the addresses a pack keeps, each once, in the order they appear.
 */
export function picturesOf(html: string): string[] {
  const found = new Set<string>();
  const base = 'https://this.site';
  for (const tag of html.matchAll(/<img\s[^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(/\s(?:src|srcset)="([^"]*)"/gi)) {
      for (const candidate of decodeEntities(attribute[1]!).split(',')) {
        const address = candidate.trim().split(/\s+/)[0];
        if (!address || !address.startsWith('/') || address.startsWith('//')) continue;
        const kept = keptPictureAddress(new URL(address, base), base);
        if (kept) found.add(kept);
      }
    }
  }
  return [...found];
}
