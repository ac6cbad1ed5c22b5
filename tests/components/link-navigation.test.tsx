// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { KEEP_SCROLL_ATTRIBUTE, LOAD_IN_FULL_ATTRIBUTE } from '@/lib/navigation/page-links';

const navigation = vi.hoisted(() => ({ pathname: '/en/lion', router: { push: vi.fn(), prefetch: vi.fn() } }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname, useRouter: () => navigation.router }));

const { LinkNavigation } = await import('@/components/navigation/link-navigation');

/** A link in the page, as the server renders the site's links (a plain `<a>`). */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'go';
  document.body.append(anchor);
  return anchor;
}

/** A link inside an element with `attributes` (the assistant's panel, whose links load in full). */
function linkInside(href: string, attributes: Record<string, string>): HTMLAnchorElement {
  const container = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) container.setAttribute(name, value);
  document.body.append(container);
  const anchor = link(href);
  container.append(anchor);
  return anchor;
}

/** Clicks `anchor`; whether the browser would have followed it (jsdom itself never navigates). */
function click(anchor: HTMLElement, init: MouseEventInit = {}): { followedByBrowser: boolean } {
  let followedByBrowser = false;
  const record = (event: MouseEvent) => {
    followedByBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  // Registered on the window: it runs after every listener on the document.
  window.addEventListener('click', record);
  anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', record);
  return { followedByBrowser };
}

const render_ = () => render(<LinkNavigation loadingLabel="Loading page" />);

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/en/lion';
  navigation.router.push.mockReset();
  navigation.router.prefetch.mockReset();
  window.history.replaceState(null, '', '/en/lion');
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('LinkNavigation: following links', () => {
  test('a plain click on a link to a page of the site opens it through the router, scrolled to the top', () => {
    render_();
    expect(click(link('/en/attractions/80?from=list'))).toEqual({ followedByBrowser: false });
    expect(navigation.router.push).toHaveBeenCalledWith('/en/attractions/80?from=list', { scroll: true });
  });

  test('a link marked to keep the scroll position (Link scroll={false}) keeps it', () => {
    render_();
    click(link('/en/trails', { [KEEP_SCROLL_ATTRIBUTE]: '' }));
    expect(navigation.router.push).toHaveBeenCalledWith('/en/trails', { scroll: false });
  });

  test('leaves to the browser: modified clicks, other windows, downloads, other languages, other sites, files and places on a page', () => {
    render_();
    const leftAlone = [
      click(link('/en/sitemap'), { ctrlKey: true }),
      click(link('/en/sitemap'), { metaKey: true }),
      click(link('/en/sitemap'), { shiftKey: true }),
      click(link('/en/sitemap'), { button: 1 }),
      click(link('/en/sitemap', { target: '_blank' })),
      click(link('/en/files/1', { download: '' })),
      click(link('/ja/lion', { hreflang: 'ja' })),
      click(link('https://www.trimt-nsa.gov.tw/')),
      click(link('/_api/en/news.ics')),
      click(link('/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75')),
      click(link('/en/rss.xml')),
      click(link('/en/lion#facts')),
      // A place on another page: the browser opens the <details> holding it (an FAQ's answer).
      click(link('/en/faq#faq-7')),
      click(linkInside('/en/search?q=tea', { [LOAD_IN_FULL_ATTRIBUTE]: '' })),
    ];
    expect(leftAlone.every(({ followedByBrowser }) => followedByBrowser)).toBe(true);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  test('a click a handler has already taken (the photo viewer opening its dialog) stays taken', () => {
    render_();
    const photo = link('/en/albums/1');
    photo.addEventListener('click', (event) => event.preventDefault());
    click(photo);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  test('a link that opens a dialog on this page is not a page to open', () => {
    render_();
    expect(click(link('/en/albums/1/photo', { 'aria-haspopup': 'dialog' }))).toEqual({ followedByBrowser: true });
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  test('a click on something inside a link (its picture, its title) follows the link', () => {
    render_();
    const card = link('/en/events/3');
    const title = document.createElement('span');
    card.append(title);
    click(title);
    expect(navigation.router.push).toHaveBeenCalledWith('/en/events/3', { scroll: true });
  });
});

describe('LinkNavigation: prefetching on intent', () => {
  test('a pointer over a link, a touch or keyboard focus prefetches its page, once', () => {
    render_();
    const news = link('/en/news/5');
    news.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    news.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    news.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(navigation.router.prefetch.mock.calls).toEqual([['/en/news/5']]);
    link('/en/events').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('/en/trails').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(navigation.router.prefetch.mock.calls.slice(1)).toEqual([['/en/events'], ['/en/trails']]);
  });

  test('nothing is prefetched for this same page, links the browser follows, or when the browser asks to save data', () => {
    render_();
    for (const href of ['/en/lion', '/en/lion#facts', 'https://www.trimt-nsa.gov.tw/', '/en/rss.xml'])
      link(href).dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    link('/ja/lion', { hreflang: 'ja' }).dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(navigation.router.prefetch).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      link('/en/events').dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      expect(navigation.router.prefetch).not.toHaveBeenCalled();
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
  });
});

describe('LinkNavigation: the loading overlay', () => {
  test('announces loading when a page opened by a link takes more than 150 ms, and clears on arrival', () => {
    const { rerender } = render_();
    const status = screen.getByRole('status');
    act(() => void click(link('/en/sitemap')));
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Loading page');
    expect(document.querySelector('[data-visible="true"]')).not.toBeNull();

    navigation.pathname = '/en/sitemap';
    rerender(<LinkNavigation loadingLabel="Loading page" />);
    expect(status).toHaveTextContent('');
    expect(document.querySelector('[data-visible="true"]')).toBeNull();
  });

  test('stays away for another query of the same page, links left to the browser and clicks taken by a handler', () => {
    render_();
    const taken = link('/en/albums/1');
    taken.addEventListener('click', (event) => event.preventDefault());
    act(() => {
      click(link('/en/lion?page=2'));
      click(link('/en/sitemap'), { ctrlKey: true });
      click(link('/_api/en/news.ics'));
      click(taken);
      vi.advanceTimersByTime(500);
    });
    expect(navigation.router.push).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.querySelector('[data-visible="true"]')).toBeNull();
  });

  test('gives up after ten seconds so a failed navigation never leaves the page covered', () => {
    render_();
    act(() => {
      click(link('/en/bagua'));
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
