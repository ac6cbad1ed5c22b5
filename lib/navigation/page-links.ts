/**
 * Which links open a page of this site in this window: those the shell's link navigation
 * (components/navigation/link-navigation.tsx) opens through Next's router, prefetching on intent,
 * and for which it shows the loading overlay. Everything else is left to the browser.
 */

/** On a link after which the new page keeps the scroll position (Link's `scroll={false}`). */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

/**
 * On an element whose links load their page in full: the assistant's panel, which should close
 * with the page it belongs to rather than stay open over the next one.
 */
export const LOAD_IN_FULL_ATTRIBUTE = 'data-load-in-full';

/** The link an event happened in, if any (an SVG link has no href to follow: left to the browser). */
export function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target.closest('a[href]') : null;
  return element instanceof HTMLAnchorElement ? element : null;
}

/** A click that opens a link in this window: the main button, without a key that asks for another window or a download. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The page of this site `link` opens in this window, or null when the browser should follow it:
 * - another window or frame (`target`), a download, or a link that opens a dialog on this page
 *   (a photo's link to its full-size file, which the viewer opens instead);
 * - a link inside an element marked LOAD_IN_FULL_ATTRIBUTE;
 * - another language (the language switcher's links carry `hreflang`): a page in another language
 *   is loaded in full, with its own `lang` and words;
 * - another site, the build's files, pictures and the API (`/_…`), and files such as feeds and
 *   sitemaps (a path with an extension);
 * - a place on a page (`#…`, on this page or another): the browser's own navigation to it opens
 *   the `<details>` holding it (an FAQ's answer found by the site search) and sets `:target`; a
 *   client navigation would only scroll to it and leave it shut.
 */
export function pageLinkTarget(link: HTMLAnchorElement, here: Location): URL | null {
  if (link.target || link.hasAttribute('download') || link.hasAttribute('aria-haspopup')) return null;
  if (link.hasAttribute('hreflang') || link.closest(`[${LOAD_IN_FULL_ATTRIBUTE}]`)) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname.startsWith('/_')) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash) return null;
  return url;
}

/** The address the router is given: path and query, without the origin. */
export function routerHref(url: URL): string {
  return `${url.pathname}${url.search}`;
}
