/**
 * The page the nearby-places button is opening, until that page arrives. After a client navigation
 * nothing has focus (the pressed button is gone with the page it was on): the arriving page's
 * heading takes focus instead, so a keyboard or screen-reader user goes on from the results, not
 * from the top of the page (WCAG 2.4.3). A page reached any other way (a link, a reload, Back)
 * leaves focus alone.
 */
let expected: string | null = null;

/** Whether `href` is the address now shown (path and query). */
function isShown(href: string): boolean {
  const target = new URL(href, window.location.href);
  return target.pathname === window.location.pathname && target.search === window.location.search;
}

/**
 * The button is about to open `href` (a path with its query, as router.push gets it). The address
 * already shown is no arrival: its page stays, and so does focus (on the button).
 */
export function expectArrival(href: string): void {
  expected = isShown(href) ? null : href;
}

/**
 * Whether the page now shown is the one the button opened. Asked once per arrival: the answer is
 * used up, so a later visit to the same address is a plain one.
 */
export function takeArrival(): boolean {
  const href = expected;
  expected = null;
  return href !== null && isShown(href);
}
