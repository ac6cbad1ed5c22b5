// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import ja from '@/messages/ja.json';
import { bringModulesOnline, takeModuleOffline } from '../support/module-offline';

/** The page's address, which says its language. */
const visit = (path: string) => window.history.replaceState(null, '', path);

/** GlobalError draws the document itself: React puts its <html> and <body> on the document's own. */
const renderDocument = (element: React.ReactElement) => render(element, { container: document });

beforeEach(() => visit('/ja/events'));
afterEach(() => {
  vi.restoreAllMocks();
  bringModulesOnline();
});

describe('GlobalError (a fault in the frame of every page)', () => {
  test("names the site and says what happened in the address's language, on a document in that language", async () => {
    const { default: GlobalError } = await import('@/app/global-error');
    const retry = vi.fn();
    renderDocument(<GlobalError error={new Error('fault')} retry={retry} />);
    const heading = await screen.findByRole('heading', { level: 1, name: ja.PageError.title });
    expect(heading).toHaveFocus();
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(screen.getByRole('banner')).toHaveTextContent(ja.Metadata.siteName);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('link', { name: ja.PageError.home })).toHaveAttribute('href', '/ja');
    await userEvent.click(screen.getByRole('button', { name: ja.PageError.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['its words', '@/components/layout/page-error-words.json'],
    ["the page's code", '@/components/layout/global-page-error'],
  ])("when %s cannot be fetched, Next's own page shows rather than nothing", async (_what, module) => {
    takeModuleOffline(module);
    const { default: GlobalError } = await import('@/app/global-error');
    renderDocument(<GlobalError error={new Error('fault')} retry={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: /couldn.t load/ })).toBeInTheDocument();
  });
});
