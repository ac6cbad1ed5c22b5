// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import en from '@/messages/en.json';
import { bringModulesOnline, takeModuleOffline } from '../support/module-offline';

/** The page's address, which says its language. */
const visit = (path: string) => window.history.replaceState(null, '', path);

/** Stands in for the boundary above: shows what reached it. */
class Above extends Component<{ children: ReactNode }, { caught?: string }> {
  state: { caught?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>caught: {this.state.caught}</p> : this.props.children;
  }
}

beforeEach(() => visit('/en/attractions'));
afterEach(() => {
  vi.restoreAllMocks();
  bringModulesOnline();
});

const { PageError } = await import('@/components/layout/page-error');

describe('PageError', () => {
  test('says in the page language that the page could not be shown, with a way to try again and a way home', async () => {
    const retry = vi.fn();
    render(<PageError error={new Error('fault')} retry={retry} />);
    const heading = await screen.findByRole('heading', { level: 1, name: en.PageError.title });
    // Focus moves to what replaced the page, so a screen reader announces it.
    expect(heading).toHaveFocus();
    expect(screen.getByText(en.PageError.lead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.PageError.home })).toHaveAttribute('href', '/en');
    // No server code for an error raised in the browser: no reference line.
    expect(screen.queryByText(/error code/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.PageError.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('speaks the language of the address: Simplified Chinese under /zh-cn, Traditional without a prefix', async () => {
    visit('/zh-cn/trails/3');
    const { unmount } = render(<PageError error={new Error('fault')} retry={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: '这个网页暂时无法显示' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首页' })).toHaveAttribute('href', '/zh-cn');
    unmount();
    visit('/trails/3');
    render(<PageError error={new Error('fault')} retry={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: '這個網頁暫時無法顯示' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首頁' })).toHaveAttribute('href', '/');
  });

  test("gives the server's code for the error, which its log shows beside the error", async () => {
    render(<PageError error={Object.assign(new Error('fault'), { digest: '2718281828' })} retry={() => {}} />);
    expect(
      await screen.findByText('If you contact us about it, please quote this error code: 2718281828'),
    ).toBeInTheDocument();
  });

  test('when its words cannot be fetched, it passes the error on to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    takeModuleOffline('@/components/layout/page-error-words.json');
    const { PageError: Fresh } = await import('@/components/layout/page-error');
    render(
      <Above>
        <Fresh error={new Error('the original fault')} retry={() => {}} />
      </Above>,
    );
    expect(await screen.findByText('caught: the original fault')).toBeInTheDocument();
  });
});

describe("the site's error boundary (app/[locale]/(site)/error.tsx)", () => {
  test('fetches the error page only when a page fails, and shows it in the address language', async () => {
    const { default: SitePageError } = await import('@/app/[locale]/(site)/error');
    render(<SitePageError error={new Error('fault')} retry={() => {}} />);
    // Until the page and its words arrive, the place is marked busy.
    expect(document.querySelector('.page-error[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: en.PageError.title })).toHaveFocus();
  });

  test("when the error page's code cannot be fetched, it passes the error on to the boundary above", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    takeModuleOffline('@/components/layout/page-error');
    const { default: SitePageError } = await import('@/app/[locale]/(site)/error');
    render(
      <Above>
        <SitePageError error={new Error('the original fault')} retry={() => {}} />
      </Above>,
    );
    expect(await screen.findByText('caught: the original fault')).toBeInTheDocument();
  });
});
