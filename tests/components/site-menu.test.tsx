// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { LinkNavigation } from '@/components/navigation/link-navigation';
import { SiteMenu, type MenuGroupView } from '@/components/navigation/site-menu';

const { push, prefetch, loadMenuPanels, loadMenuPanelsWhenIdle } = vi.hoisted(() => ({
  push: vi.fn(),
  prefetch: vi.fn(),
  loadMenuPanels: vi.fn(),
  loadMenuPanelsWhenIdle: vi.fn(() => () => {}),
}));
const router = { push, prefetch };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/en' }));
// The groups' items come from menu.json (tests/components/menu-panel.test.tsx); here, only who asks for them.
vi.mock('@/components/navigation/menu-panels-store', () => ({ loadMenuPanels, loadMenuPanelsWhenIdle }));

const groups: MenuGroupView[] = [
  {
    id: 1,
    title: 'News & Events',
    panel: (
      <ul>
        <li>
          <a href="/en/news">News</a>
        </li>
        <li>
          <a href="https://admin.taiwan.net.tw/" target="_blank" rel="noopener">
            Tourism Administration
          </a>
        </li>
      </ul>
    ),
  },
  {
    id: 6,
    title: 'About This Site',
    panel: (
      <ul>
        <li>
          <a href="/en/sitemap">Sitemap</a>
        </li>
      </ul>
    ),
  },
];
const labels = { nav: 'Main menu', open: 'Menu', close: 'Close menu', back: 'Main menu page', dialog: 'Site menu' };

/**
 * jsdom has no layout and loads no CSS module: the layout is set as the stylesheets set it (their
 * container queries), which the menu reads from its menu button, hidden in the desktop layout.
 */
function atWidth(desktop: boolean) {
  document.getElementById('layout')?.remove();
  if (!desktop) return;
  const style = document.createElement('style');
  style.id = 'layout';
  style.textContent = 'button[aria-controls="site-menu"] { display: none }';
  document.head.append(style);
}

function renderMenu(extra?: React.ReactNode) {
  render(
    <>
      <SiteMenu labels={labels} locale="en" groups={groups} extras={<a href="/en/search">Search</a>} />
      {extra}
    </>,
  );
  return {
    news: screen.getByRole('button', { name: 'News & Events' }),
    about: screen.getByRole('button', { name: 'About This Site' }),
  };
}

const noNavigation = (link: HTMLElement) => link.addEventListener('click', (event) => event.preventDefault());

describe('SiteMenu on desktop (disclosure navigation: closed, or one group open)', () => {
  beforeEach(() => atWidth(true));

  test('group titles are buttons that control their dropdowns, all closed at first, links already in the page', () => {
    const { news } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(news);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveAttribute('aria-controls', 'menu-panel-1');
    expect(document.getElementById('menu-panel-1')).not.toBeVisible();
    expect(document.querySelector('a[href="/en/news"]')).not.toBeNull();
  });

  test('the items are asked for once the page is idle, and at once when a visitor reaches for the menu', async () => {
    loadMenuPanels.mockClear();
    loadMenuPanelsWhenIdle.mockClear();
    const user = userEvent.setup();
    const { news } = renderMenu();
    expect(loadMenuPanelsWhenIdle).toHaveBeenCalledWith('en');
    expect(loadMenuPanels).not.toHaveBeenCalled();
    await user.hover(news);
    expect(loadMenuPanels).toHaveBeenLastCalledWith('en');
    loadMenuPanels.mockClear();
    await user.click(news);
    expect(loadMenuPanels).toHaveBeenCalledWith('en');
  });

  test('clicking a title toggles its dropdown; opening one group closes the other', async () => {
    const user = userEvent.setup();
    const { news, about } = renderMenu();
    await user.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'News' })).toBeVisible();
    await user.click(about);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link to another window closes the dropdown and returns focus to its title, not to a hidden link', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    const external = screen.getByRole('link', { name: 'Tourism Administration' });
    noNavigation(external);
    await user.click(external);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
  });

  test('Escape closes the dropdown and returns focus to its title', async () => {
    const user = userEvent.setup();
    const { about } = renderMenu();
    await user.click(about);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  test('a click outside closes it and returns focus to the title, also on a region only scripts focus (main)', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu(<main tabIndex={-1}>Main content</main>);
    await user.click(news);
    await user.click(screen.getByText('Main content'));
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
  });

  test('a click on another control outside closes it and leaves focus there', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu(<a href="/en/faq">Elsewhere</a>);
    await user.click(news);
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    noNavigation(elsewhere);
    await user.click(elsewhere);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });

  test('tabbing out of the menu closes the dropdown', async () => {
    const user = userEvent.setup();
    const { about } = renderMenu(<a href="/en/faq">After the menu</a>);
    await user.click(about);
    await user.tab(); // the dropdown's link
    await user.tab(); // out of the menu
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link closes the dropdown', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    const link = screen.getByRole('link', { name: 'News' });
    noNavigation(link);
    await user.click(link);
    expect(news).toHaveAttribute('aria-expanded', 'false');
  });

  test('a chosen site link opens through the router, as every link of the site (link-navigation.tsx), and closes the menu', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu(<LinkNavigation loadingLabel="Loading" />);
    push.mockClear();
    await user.click(news);
    const link = screen.getByRole('link', { name: 'News' });
    // Read once every handler has run; then keep jsdom, which cannot navigate, from trying.
    let prevented = false;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    await user.click(link);
    expect(prevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/en/news', { scroll: true });
    expect(news).toHaveAttribute('aria-expanded', 'false');
    await user.click(news);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', record);
    expect(prevented).toBe(false);
    expect(push).toHaveBeenCalledTimes(1);
  });
});

describe('SiteMenu on phones (drill-down panel below 1200px)', () => {
  beforeEach(() => atWidth(false));

  test('the menu button opens a modal panel of the groups; focus moves in; the page stops scrolling', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'News & Events' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Search' })).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  test('choosing a group drills into it with a back button; back returns focus to that group', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'About This Site' }));
    expect(dialog).toHaveAttribute('data-drilled');
    expect(within(dialog).getByRole('heading', { name: 'About This Site' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Sitemap' })).toBeVisible();
    expect(document.getElementById('menu-panel-1')).not.toBeVisible();
    // The search and utility links belong to the first level only.
    expect(within(dialog).queryByRole('link', { name: 'Search' })).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Main menu page' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(dialog).not.toHaveAttribute('data-drilled');
    expect(document.getElementById('menu-panel-6')).not.toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'About This Site' })).toHaveFocus();
  });

  test('Escape closes the whole panel from any level and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'News & Events' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  test('the close button closes the panel; reopening starts again at the groups', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'News & Events' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-drilled');
  });

  test('the desktop layout taking over (a wider window, a smaller root text) closes the panel', async () => {
    // The menu watches its button's box: the desktop layout hides the button.
    const observed: ResizeObserverCallback[] = [];
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A resize that keeps the phone layout leaves the panel open.
    act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    atWidth(true);
    act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
