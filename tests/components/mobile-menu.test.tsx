// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { MenuGroupView } from '@/components/navigation/desktop-menu';
import { MobileMenu } from '@/components/navigation/mobile-menu';

const groups: MenuGroupView[] = [
  { id: 1, title: 'News & Events', panel: <ul><li><a href="/en/news">News</a></li></ul> },
  { id: 6, title: 'About This Site', panel: <ul><li><a href="/en/sitemap">Sitemap</a></li></ul> },
];
const labels = { open: 'Menu', close: 'Close menu', back: 'Main menu', dialog: 'Site menu' };

beforeEach(() => {
  // jsdom has no media queries; the phone menu only listens for the desktop breakpoint.
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() });
});

function renderMenu() {
  render(<MobileMenu labels={labels} groups={groups} extras={<a href="/en/search">Search</a>} />);
  return screen.getByRole('button', { name: 'Menu' });
}

describe('MobileMenu (drill-down panel below 1200px)', () => {
  test('the menu button opens a modal panel listing the groups, and focus moves into it', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'News & Events' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Search' })).toBeVisible();
    // The page behind does not scroll while the panel is open.
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  test('choosing a group shows its items with a back button; back returns to the groups', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'About This Site' }));
    expect(within(dialog).getByRole('heading', { name: 'About This Site' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Sitemap' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'News & Events' })).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Main menu' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(within(dialog).queryByRole('link', { name: 'Sitemap' })).toBeNull();
    // Focus returns to the group the visitor came from.
    expect(within(dialog).getByRole('button', { name: 'About This Site' })).toHaveFocus();
  });

  test('Escape closes the whole panel from any level and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
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
    const button = renderMenu();
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'News & Events' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'News & Events' })).toBeVisible();
  });
});
