import type { Page } from '@playwright/test';

/** Header links and buttons that lie partly outside the window, and the page's sideways overflow. */
export async function headerOverflow(page: Page) {
  return page.evaluate(() => {
    const outside = [...document.querySelectorAll('header a, header button')]
      .filter((control) => getComputedStyle(control).visibility !== 'hidden')
      .map((control) => ({ name: control.textContent?.trim() ?? '', box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5))
      .map(({ name }) => name);
    return { outside, sideways: document.documentElement.scrollWidth > window.innerWidth };
  });
}

/**
 * The header's shown links, buttons and fields that cover one another (pairs, by their text or
 * label), or reach below the header over the page. The header is fixed and as tall as the page's
 * offset under it (globals.css --header-height): a control below its edge sits on the content.
 */
export async function headerCollisions(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body > header')!.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>('body > header :is(a, button, input)')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
      .map((control) => ({
        name: (control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName).slice(0, 40),
        box: control.getBoundingClientRect(),
      }))
      // The access-key anchor (":::") is a 1 px point until it takes focus.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    // Boxes that share more than a pixel each way: touching edges are not an overlap.
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const overlapping = controls.flatMap((a, i) =>
      controls.slice(i + 1).flatMap((b) => (overlap(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
    );
    const below = controls.filter(({ box }) => box.bottom > header.bottom + 0.5).map(({ name }) => name);
    return { overlapping, below };
  });
}
