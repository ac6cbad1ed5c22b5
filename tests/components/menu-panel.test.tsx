// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { drawMenuItems } from '@/components/navigation/menu-panel-items';
import type { MenuPanels, PanelItem } from '@/lib/navigation/menu-panel-data';

const items: PanelItem[] = [
  { type: 'simple', title: 'Trails', url: '/trails' },
  { type: 'title-link', title: 'All attractions', url: '/attractions' },
  { type: 'cover-tile', title: 'Lishan', url: '/lishan', cover: '/images/areas/lishan.webp' },
  { type: 'icon-tile', title: 'Map', url: '/map', icon: 'map' },
  { type: 'simple', title: 'Tourism Administration', url: 'https://admin.taiwan.net.tw/', out: true },
  {
    type: 'attraction',
    title: 'Popular',
    url: '/popular',
    units: [
      {
        title: 'Lishan',
        url: '/lishan',
        label: 'Most viewed in Lishan',
        links: [{ title: 'Wuling Farm', url: '/attractions/5' }],
      },
    ],
  },
];
const menu: MenuPanels = {
  groups: [
    { id: 2, items },
    { id: 6, items: [{ type: 'simple', title: 'Privacy', url: '/privacy' }] },
  ],
};
const words = { loading: 'Loading the menu…', failed: 'The menu could not be loaded.', sitemap: 'See the sitemap' };
const props = (groupId: number) => ({
  groupId,
  locale: 'en' as const,
  hint: '(opens in a new window)',
  list: { className: 'items' },
  words,
});

describe('drawMenuItems', () => {
  test('items are drawn by type, title link first, pictures before plain links, site links in the page language', () => {
    const html = renderToString(<ul>{drawMenuItems({ items, locale: 'en', hint: '(opens in a new window)' })}</ul>);
    const list = document.createElement('div');
    list.innerHTML = html;
    const types = [...list.querySelectorAll('ul > li')].map((item) => item.getAttribute('data-type'));
    expect(types).toEqual(['title-link', 'cover-tile', 'simple', 'icon-tile', 'simple', 'attraction']);
    expect(list.querySelector('a[href="/en/trails"]')).not.toBeNull();
    expect(list.querySelector('[data-type="cover-tile"] img')?.getAttribute('srcset')).toContain('lishan.webp');
    expect(list.querySelector('[data-type="icon-tile"] use')?.getAttribute('href')).toMatch(/#map$/);
    const external = list.querySelector('a[href="https://admin.taiwan.net.tw/"]');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveTextContent('(opens in a new window)');
    expect(list.querySelector('ol[aria-label="Most viewed in Lishan"] a')).toHaveAttribute('href', '/en/attractions/5');
  });
});

describe('MenuPanel (a group’s items, fetched from the language’s menu.json and drawn in the browser)', () => {
  // The items are kept per language for the page's life: each test starts with a fresh store.
  const load = async () => ({
    ...(await import('@/components/navigation/menu-panel')),
    ...(await import('@/components/navigation/menu-panels-store')),
    ...(await import('@/components/navigation/shown-group')),
  });
  const fetched = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    fetched.mockReset();
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('the page carries no items: the server draws the line said while they are on their way', async () => {
    const { MenuPanel } = await load();
    const html = renderToString(<MenuPanel {...props(2)} />);
    expect(html).toContain('Loading the menu…');
    expect(html).not.toContain('Trails');
    expect(fetched).not.toHaveBeenCalled();
  });

  test('fetched once for every group; a group is drawn when it is first shown, and stays drawn', async () => {
    fetched.mockResolvedValue(Response.json(menu));
    const { MenuPanel, loadMenuPanels, ShownGroup } = await load();
    let show: (id: number | null) => void = () => {};
    function Menu({ children }: { children: ReactNode }) {
      const [shown, setShown] = useState<number | null>(null);
      show = setShown;
      return <ShownGroup value={shown}>{children}</ShownGroup>;
    }
    render(
      <Menu>
        <MenuPanel {...props(2)} />
        <MenuPanel {...props(6)} />
      </Menu>,
    );
    expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual([words.loading, words.loading]);
    act(() => {
      loadMenuPanels('en');
      loadMenuPanels('en');
    });
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(fetched.mock.calls[0]![0]).toBe('/en/menu.json');
    // Here, but no group shown: nothing is drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => show(2));
    expect(await screen.findByRole('link', { name: 'Trails' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/en/trails',
    );
    expect(screen.getByRole('link', { name: 'Wuling Farm' })).toHaveAttribute('href', '/en/attractions/5');
    expect(screen.queryByRole('link', { name: 'Privacy' })).not.toBeInTheDocument();
    // Another group: drawn in the same render it is shown in (the drawing code has arrived).
    act(() => show(6));
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy');
    // The first stays drawn while closed.
    act(() => show(null));
    expect(screen.getByRole('link', { name: 'Trails' })).toBeInTheDocument();
    // Asked again (another menu opened): the items are here, nothing is fetched.
    act(() => loadMenuPanels('en'));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['an error answer', () => Promise.resolve(new Response('busy', { status: 503 }))],
    ['no answer (offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not a menu', () => Promise.resolve(Response.json({ groups: 'x' }))],
  ])('%s: the panel says so and links to the sitemap; asked again, it fetches again', async (_, answer) => {
    fetched.mockImplementationOnce(answer).mockResolvedValueOnce(Response.json(menu));
    const { MenuPanel, loadMenuPanels, ShownGroup } = await load();
    render(
      <ShownGroup value={6}>
        <MenuPanel {...props(6)} />
      </ShownGroup>,
    );
    act(() => loadMenuPanels('en'));
    expect(await screen.findByText(words.failed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.sitemap })).toHaveAttribute('href', '/en/sitemap');
    act(() => loadMenuPanels('en'));
    expect(await screen.findByRole('link', { name: 'Privacy' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  test('by itself, the fetch waits until the page has loaded and the browser is idle', async () => {
    fetched.mockResolvedValue(Response.json(menu));
    const { loadMenuPanelsWhenIdle } = await load();
    vi.useFakeTimers();
    try {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      const stop = loadMenuPanelsWhenIdle('ja');
      vi.advanceTimersByTime(5000);
      expect(fetched).not.toHaveBeenCalled();
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(5000);
      expect(fetched).toHaveBeenCalledWith('/ja/menu.json', expect.anything());
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
