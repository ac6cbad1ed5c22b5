// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/en/attractions/80' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { ViewBeacon } = await import('@/components/layout/view-beacon');
const { viewedSectionSegments } = await import('@/lib/sections');
const viewed = viewedSectionSegments();

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
const page = {
  visibility: 'visible' as DocumentVisibilityState,
  prerendering: false,
  readyState: 'complete' as DocumentReadyState,
};

function fire(target: EventTarget, type: string) {
  act(() => {
    target.dispatchEvent(new Event(type));
  });
}

beforeEach(() => {
  navigation.pathname = '/en/attractions/80';
  page.visibility = 'visible';
  page.prerendering = false;
  page.readyState = 'complete';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => page.visibility });
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => page.prerendering });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => page.readyState });
});
afterEach(() => vi.unstubAllGlobals());

describe('ViewBeacon', () => {
  test('a detail page that is loaded and visible reports one view, with the ajax header and keepalive', () => {
    const { rerender } = render(<ViewBeacon viewedSections={viewed} />);
    rerender(<ViewBeacon viewedSections={viewed} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_api/en/views/attractions/80', {
      method: 'POST',
      keepalive: true,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  });

  test('a client-side navigation to another detail page reports that one; other pages report nothing', () => {
    const { rerender } = render(<ViewBeacon viewedSections={viewed} />);
    navigation.pathname = '/en/attractions';
    rerender(<ViewBeacon viewedSections={viewed} />);
    navigation.pathname = '/ja/events/3';
    rerender(<ViewBeacon viewedSections={viewed} />);
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/_api/en/views/attractions/80',
      '/_api/ja/views/events/3',
    ]);
  });

  test('a page still loading reports once it has loaded, not before', () => {
    page.readyState = 'interactive';
    render(<ViewBeacon viewedSections={viewed} />);
    fire(document, 'visibilitychange');
    expect(fetchMock).not.toHaveBeenCalled();
    page.readyState = 'complete';
    fire(window, 'load');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a page opened in a background tab reports once it is shown', () => {
    page.visibility = 'hidden';
    render(<ViewBeacon viewedSections={viewed} />);
    expect(fetchMock).not.toHaveBeenCalled();
    page.visibility = 'visible';
    fire(document, 'visibilitychange');
    fire(document, 'visibilitychange');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a prerendered page reports only when the visitor actually opens it', () => {
    page.prerendering = true;
    render(<ViewBeacon viewedSections={viewed} />);
    fire(document, 'visibilitychange');
    expect(fetchMock).not.toHaveBeenCalled();
    page.prerendering = false;
    fire(document, 'prerenderingchange');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a page left before it was shown reports nothing', () => {
    page.visibility = 'hidden';
    const { unmount } = render(<ViewBeacon viewedSections={viewed} />);
    unmount();
    page.visibility = 'visible';
    fire(document, 'visibilitychange');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
