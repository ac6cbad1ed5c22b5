// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DesktopMenu, type MenuGroupView } from '@/components/navigation/desktop-menu';

const groups: MenuGroupView[] = [
  { id: 1, title: 'News & Events', panel: <a href="/en/news">News</a> },
  { id: 2, title: 'Attractions', panel: <a href="/en/attractions">All attractions</a> },
];

function renderMenu() {
  render(
    <>
      <DesktopMenu label="Main menu" groups={groups} />
      <p>Page text</p>
      <a href="/en/faq">Elsewhere</a>
    </>,
  );
  return { news: screen.getByRole('button', { name: 'News & Events' }), attractions: screen.getByRole('button', { name: 'Attractions' }) };
}

describe('DesktopMenu (disclosure navigation: closed, or one group open)', () => {
  test('group titles are buttons that control their panels, all closed at first', () => {
    const { news } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveAttribute('aria-controls', 'menu-panel-1');
    expect(document.getElementById('menu-panel-1')).not.toBeVisible();
    // The links are in the document (server-rendered) even while closed.
    expect(document.querySelector('a[href="/en/news"]')).not.toBeNull();
  });

  test('clicking a title toggles its panel', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'News' })).toBeVisible();
    await user.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'News' })).toBeNull();
  });

  test('opening one group closes the other', async () => {
    const user = userEvent.setup();
    const { news, attractions } = renderMenu();
    await user.click(news);
    await user.click(attractions);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(attractions).toHaveAttribute('aria-expanded', 'true');
  });

  test('Escape closes the open panel and returns focus to its title', async () => {
    const user = userEvent.setup();
    const { attractions } = renderMenu();
    await user.click(attractions);
    await user.tab();
    expect(screen.getByRole('link', { name: 'All attractions' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(attractions).toHaveAttribute('aria-expanded', 'false');
    expect(attractions).toHaveFocus();
  });

  test('a click outside closes the panel and returns focus to its title', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    await user.click(screen.getByText('Page text'));
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
  });

  test('a click on another control outside closes the panel and leaves focus there', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.addEventListener('click', (event) => event.preventDefault());
    await user.click(elsewhere);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
  });

  test('tabbing out of the menu closes the panel', async () => {
    const user = userEvent.setup();
    const { attractions } = renderMenu();
    await user.click(attractions);
    await user.tab(); // the panel's link
    await user.tab(); // out of the menu
    expect(attractions).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link in a panel closes it', async () => {
    const user = userEvent.setup();
    const { news } = renderMenu();
    await user.click(news);
    const link = screen.getByRole('link', { name: 'News' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(news).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DesktopMenu and focusable page regions', () => {
  test('a click on a region that only scripts can focus (main, tabindex -1) still returns focus to the title', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DesktopMenu label="Main menu" groups={groups} />
        <main tabIndex={-1}>Main content</main>
      </>,
    );
    const news = screen.getByRole('button', { name: 'News & Events' });
    await user.click(news);
    await user.click(screen.getByText('Main content'));
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(news).toHaveFocus();
  });
});
