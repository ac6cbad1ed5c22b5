import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { LiveLabels } from '@/components/live/labels';

/** English strings of the live widgets, as the server parent would hand them over. */
export const labels: LiveLabels = {
  loading: 'Loading…',
  noData: 'No Data',
  sampleRecorded: 'Sample data recorded on {date}, not live',
  sampleConstructed: 'Illustrative sample data ({date}), not live',
  updated: 'Updated {time}',
  offlineSince: 'Last updated {time} (you are offline)',
  sources: {
    cwa: 'Source: Central Weather Administration',
    moenv: 'Source: Ministry of Environment',
    tdx: 'Source: MOTC Transport Data eXchange (TDX)',
    office: 'Source: Tri-Mountain National Scenic Area Administration',
  },
  weatherTitle: 'Weather forecast',
  temperatureRange: '{min}–{max} °C',
  rainChance: 'Chance of rain {pop}%',
  condition: {
    clear: 'Sunny',
    partlyCloudy: 'Partly cloudy',
    cloudy: 'Cloudy',
    rain: 'Rain',
    thunder: 'Thunderstorms',
    fog: 'Fog',
    snow: 'Snow',
    unknown: 'Conditions unknown',
  },
  uvTitle: 'UV index',
  uvIndex: 'Index {index}',
  aqiTitle: 'Air quality index (AQI)',
  aqiValue: 'AQI {aqi}',
  aqiStation: 'Station: {station}',
  parkingSpaces: '{empty} of {total} spaces free',
  distance: '{distance} away',
  refreshEvery: 'Updates automatically every {minutes} minutes.',
  refreshHourly: 'Updates automatically every hour.',
  refreshPaused: 'Automatic updates are paused.',
  pauseUpdates: 'Pause updates',
  resumeUpdates: 'Resume updates',
  levels: {
    'uv.high': 'High',
    'aqi.normal': 'Moderate',
    'parking.available': 'Plenty of spaces',
    'parking.busy': 'Some spaces left',
    'parking.full': 'Filling up',
    'parking.unknown': 'Status unknown',
  },
};

/** A fresh react-query client per test (no retries, so a failure shows at once). */
export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

type Route = { match: (url: string, init?: RequestInit) => boolean; reply: () => Response | Promise<Response> };

/** A fetch stand-in answering by URL; anything unmatched is a 404. Calls are kept for assertions. */
export function mockFetch(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const route = routes.find((candidate) => candidate.match(url, init));
    return route ? route.reply() : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const provenance = {
  sample: true,
  sampleKind: 'recorded' as const,
  recordedAt: '2025-03-09',
  attribution: 'Source: CWA',
};
