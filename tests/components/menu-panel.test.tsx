// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MenuPanel, type PanelItem } from '@/components/navigation/menu-panel';
import { drawMenuItems } from '@/components/navigation/menu-panel-items';

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
const props = { items, locale: 'en' as const, hint: '(opens in a new window)', list: { className: 'items' } };

describe('MenuPanel (menu items drawn on the server, kept as they are in the browser)', () => {
  test('items are drawn by type, title link first, pictures before plain links, site links in the page language', () => {
    const html = renderToString(<ul>{drawMenuItems(props)}</ul>);
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

  test('hydrating keeps the server HTML as it is: the browser does not draw the items again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ul className="items">{drawMenuItems(props)}</ul>);
    document.body.append(container);
    const link = container.querySelector('a[href="/en/trails"]');
    const recoverable: unknown[] = [];
    // Given no items at all, a list that drew them in the browser would empty the server's.
    await act(async () => {
      hydrateRoot(container, <MenuPanel {...props} items={[]} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(container.querySelector('a[href="/en/trails"]')).toBe(link);
    expect(container.querySelectorAll('ul.items > li')).toHaveLength(items.length);
    expect(recoverable).toEqual([]);
    container.remove();
  });

  test('mounted without server HTML, it draws the items itself', async () => {
    render(<MenuPanel {...props} />);
    expect(await screen.findByRole('link', { name: 'Trails' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/en/trails',
    );
    expect(screen.getByRole('link', { name: 'Wuling Farm' })).toHaveAttribute('href', '/en/attractions/5');
  });
});
