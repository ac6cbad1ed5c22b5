// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CrowdFlowBody } from '@/components/live/crowd-flow-table';
import { setLiveUpdatesPaused } from '@/components/live/live-updates';
import type { ReactNode } from 'react';
import { json, labels, mockFetch, provenance, withQueryClient } from './live-support';

const live = { sample: false, sampleKind: null, recordedAt: null, attribution: 'Source: office' };
const crowd = {
  data: [{ center_id: 56, total: 1286 }],
  centers: [{ id: 56, name: 'Lishan Visitor Center' }],
  date_time: '2026-11-23T10:00:00+08:00',
  ...live,
};

/** A page whose live widgets hold a live (not sample) answer: the switches show. */
function withLiveAnswer(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['live', '/_api/en/visitor-information-center-flow'], crowd);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const fiveMinutes = 5 * 60_000;

afterEach(() => {
  act(() => setLiveUpdatesPaused(false));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pausing automatic updates (WCAG 2.2.2)', () => {
  test('the widget says how often it refreshes; "Pause updates" stops the refreshes until "Resume updates"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch([
      { match: (url) => url.startsWith('/_api/en/visitor-information-center-flow'), reply: () => json(crowd) },
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      withQueryClient(
        <CrowdFlowBody
          labels={labels}
          table={{ caption: 'Visitors today', center: 'Centre', total: 'Total', people: '{count}' }}
          locale="en"
          intlLocale="en"
        />,
      ),
    );
    expect(await screen.findByText('Updates automatically every 5 minutes.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(fiveMinutes + 1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByText('Automatic updates are paused.')).toBeInTheDocument();
    // The choice follows the visitor to the next page of the tab.
    expect(window.sessionStorage.getItem('live-updates-paused')).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(3 * fiveMinutes));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Resume updates' }));
    expect(window.sessionStorage.getItem('live-updates-paused')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(fiveMinutes + 1000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('a tab that paused on an earlier page starts paused; an hourly widget says "every hour"', async () => {
    window.sessionStorage.setItem('live-updates-paused', '1');
    vi.resetModules();
    const { LiveUpdatesToggle } = await import('@/components/live/live-updates-toggle');
    render(withLiveAnswer(<LiveUpdatesToggle refreshMs={60 * 60_000} labels={labels} />));
    expect(screen.getByText('Automatic updates are paused.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume updates' }));
    expect(screen.getByText('Updates automatically every hour.')).toBeInTheDocument();
  });

  test('with two widgets on a page, one press pauses both and only the switch pressed announces it', async () => {
    const { LiveUpdatesToggle } = await import('@/components/live/live-updates-toggle');
    render(
      withLiveAnswer(
        <>
          <LiveUpdatesToggle refreshMs={fiveMinutes} labels={labels} />
          <LiveUpdatesToggle refreshMs={fiveMinutes} labels={labels} />
        </>,
      ),
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Pause updates' });
    const liveness = (text: string) => screen.getAllByText(text).map((sentence) => sentence.getAttribute('aria-live'));
    await userEvent.click(second!);
    expect(liveness('Automatic updates are paused.')).toEqual(['off', 'polite']);
    expect(first).toHaveTextContent('Resume updates');
    // A pointer alone (Safari gives a clicked button no focus) moves the announcement to that switch.
    fireEvent.pointerDown(first!);
    fireEvent.click(first!);
    expect(liveness('Updates automatically every 5 minutes.')).toEqual(['polite', 'off']);
  });

  test('a sample answer is not fetched again, and nothing says it updates or offers to pause it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sample = { ...crowd, ...provenance };
    const fetchMock = mockFetch([
      { match: (url) => url.startsWith('/_api/en/visitor-information-center-flow'), reply: () => json(sample) },
    ]);
    render(
      withQueryClient(
        <CrowdFlowBody
          labels={labels}
          table={{ caption: 'Visitors today', center: 'Centre', total: 'Total', people: '{count}' }}
          locale="en"
          intlLocale="en"
        />,
      ),
    );
    expect(await screen.findByText('Lishan Visitor Center')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3 * fiveMinutes));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Updates automatically every 5 minutes.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause updates' })).toBeNull();
  });
});
