import { locales } from '@/lib/i18n/locales';
import { menuPanelsPath } from '@/lib/navigation/menu-panel-data';

/**
 * Which requests the service worker keeps, by address alone (pure, so the rules are unit-tested
 * apart from the worker).
 */

/** Next's build files: hashed names, never changed in place. */
export function isBuildAsset(url: URL): boolean {
  return url.pathname.startsWith('/_next/static/');
}

/**
 * The live answers the widgets show (weather, UV, air quality, parking, visitor-centre crowds).
 * Only these /_api answers are kept, and only to be shown with their time when offline: never the
 * captcha, the security token or anything a form sends.
 */
const liveEndpoints = ['weather-forecast', 'uv', 'aqi', 'smart-parking', 'visitor-information-center-flow'];
const liveApi = new RegExp(`^/_api/(?:zh-tw|en|ja)/(?:${liveEndpoints.join('|')})$`);

export function isLiveAnswer(url: URL): boolean {
  return liveApi.test(url.pathname);
}

/** A language's menu items (its menu.json): kept with the pages, so a saved page's menu opens offline. */
export function isMenuPanelsAnswer(url: URL): boolean {
  return locales.some((locale) => url.pathname === menuPanelsPath(locale));
}

/**
 * Map tiles ({z}/{x}/{y} images) are not kept: a visitor's panning would fill the photo budget with
 * tiles of places they never go, and a tile server's terms often forbid bulk storing.
 */
export function isMapTile(url: URL): boolean {
  return /\/\d{1,2}\/\d+\/\d+(?:@\dx)?\.(?:png|jpe?g|webp|pbf|mvt)$/i.test(url.pathname);
}

/** Photos and icons of this site (next/image answers included), but not map tiles. */
export function isKeptImage(url: URL, destination: string, origin: string): boolean {
  return url.origin === origin && destination === 'image' && !isMapTile(url);
}

/**
 * Whether a click on a link, made while offline, should load the page in full (so the service
 * worker answers it with the saved copy and its note) instead of Next's client-side navigation: a
 * plain left click on a link to another page of this site, not one opening elsewhere or a download,
 * not a jump within the page.
 */
export function isFullLoadOffline(
  click: { button: number; modified: boolean },
  link: { href: string; target: string; download: boolean },
  current: string,
): boolean {
  if (click.button !== 0 || click.modified || link.download) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href);
  const from = new URL(current);
  if (to.origin !== from.origin) return false;
  return !(to.hash && to.pathname === from.pathname && to.search === from.search);
}
