// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/en/lion' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { RouteLoadingOverlay } = await import('@/components/layout/route-loading-overlay');

function clickLink(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = 'go';
  // Like next/link, which prevents the default and navigates on the client.
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  link.remove();
}

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/en/lion';
  window.history.replaceState(null, '', '/en/lion');
});
afterEach(() => vi.useRealTimers());

describe('RouteLoadingOverlay', () => {
  test('announces loading when a transition to another page takes more than 150 ms, and clears on arrival', () => {
    const { rerender } = render(<RouteLoadingOverlay label="Loading page" />);
    const status = screen.getByRole('status');
    act(() => clickLink('/en/sitemap'));
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('Loading page');
    expect(document.querySelector('[data-visible="true"]')).not.toBeNull();

    navigation.pathname = '/en/sitemap';
    rerender(<RouteLoadingOverlay label="Loading page" />);
    expect(status).toHaveTextContent('');
    expect(document.querySelector('[data-visible="true"]')).toBeNull();
  });

  test('ignores links to the same page, new-window links and modified clicks', () => {
    render(<RouteLoadingOverlay label="Loading page" />);
    act(() => {
      clickLink('/en/lion#facts');
      clickLink('/en/sitemap', { ctrlKey: true });
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('ignores a photo link that opens the viewer, and files of the build or the API', () => {
    render(<RouteLoadingOverlay label="Loading page" />);
    act(() => {
      clickLink('/_next/image?url=%2Fimages%2Falbums%2F1.webp&w=1920&q=75', {}, { 'aria-haspopup': 'dialog' });
      clickLink('/en/albums/1/photo', {}, { 'aria-haspopup': 'dialog' });
      clickLink('/_api/en/news.ics');
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.querySelector('[data-visible="true"]')).toBeNull();
  });

  test('gives up after ten seconds so a failed navigation never leaves the page covered', () => {
    render(<RouteLoadingOverlay label="Loading page" />);
    act(() => {
      clickLink('/en/bagua');
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
