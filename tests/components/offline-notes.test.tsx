// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LiveOfflineNote } from '@/components/live/live-offline-note';
import { OfflineStatus } from '@/components/offline/offline-status';
import { rememberSavedCopy } from '@/lib/offline/live-offline';

const labels = {
  savedCopy: 'You are offline — this page was saved on {date}.',
  offlineNow: 'You are offline.',
  updateReady: 'A new version of this site is ready.',
  updateNow: 'Update now',
};

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta[name="trimt-saved-copy"]').forEach((meta) => meta.remove());
});

describe('the offline notes', () => {
  test('a page served from the cache says when it was saved, in Taiwan time, in a status region', async () => {
    const meta = document.createElement('meta');
    meta.name = 'trimt-saved-copy';
    meta.content = '2026-11-27T07:05:00.000Z';
    document.head.append(meta);
    render(<OfflineStatus locale="en" labels={labels} />);
    // The region is there at once (rendered with the page); its notes arrive after hydration.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are offline — this page was saved on 27 November 2026 at 15:05.',
      ),
    );
  });

  test('a page without the mark says only that the device is offline, and nothing once it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineStatus locale="en" labels={labels} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline.'));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('a live answer from the worker’s stored copy shows its time; a fresh one shows nothing', () => {
    const stored = rememberSavedCopy({ data: [] }, '2026-11-27T01:00:00.000Z');
    const note = { offlineSince: 'Last updated {time} (you are offline)' };
    const { rerender } = render(
      <LiveOfflineNote
        query={{ data: stored, isRefetchError: false, dataUpdatedAt: Date.now() }}
        labels={note}
        intlLocale="en"
      />,
    );
    expect(screen.getByTestId('live-offline-note')).toHaveTextContent(
      /^Last updated 27 Nov, 09:00 \(you are offline\)$/,
    );
    rerender(
      <LiveOfflineNote
        query={{ data: { data: [] }, isRefetchError: false, dataUpdatedAt: Date.now() }}
        labels={note}
        intlLocale="en"
      />,
    );
    expect(screen.queryByTestId('live-offline-note')).toBeNull();
  });
});
