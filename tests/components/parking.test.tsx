// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ParkingListBody } from '@/components/live/parking-list';
import { findParkingNear } from '@/lib/api/live/parking-pois';
import { getParkingToken, parkingTokenStorageKey, renewBeforeExpiryMs } from '@/lib/api/live/parking-token-store';
import { json, labels, mockFetch, withQueryClient } from './live-support';

const start = new Date('2026-11-23T02:00:00Z');
const startSeconds = start.getTime() / 1000;
let issued = 0;

/** /_api/parking-magi issuing a new token (created now, valid an hour) on every call. */
const magi = {
  match: (url: string) => url === '/_api/parking-magi',
  reply: () => {
    issued += 1;
    return json({
      data: {
        created_at: Math.floor(Date.now() / 1000),
        expires_in: 3600,
        access_token: `token-${issued}`,
        token_type: 'Bearer',
      },
    });
  },
};
const park = {
  number: 'Taichung:TRIMT-04',
  name: 'Lishan Visitor Center car park',
  lat: 24.255,
  lng: 121.2512,
  total_car: 50,
  empty_car: 12,
  level: 2,
  updated_at: '2026-11-23T10:00:00+08:00',
  distance: 0.0019,
};
const pois = {
  match: (url: string) => url === '/_api/parking-service/pois',
  reply: () =>
    json({
      data: [park],
      sample: true,
      sampleKind: 'constructed',
      recordedAt: '2026-11-23',
      attribution: 'Source: TDX',
    }),
};
const stored = () =>
  JSON.parse(localStorage.getItem(parkingTokenStorageKey) ?? 'null') as { access_token: string } | null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  localStorage.clear();
  issued = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parking-magi token in localStorage (spec section 7: kept until expiry)', () => {
  test('the first call fetches a token and keeps it in localStorage', async () => {
    const fetchMock = mockFetch([magi]);
    const token = await getParkingToken();
    expect(token.access_token).toBe('token-1');
    expect(stored()?.access_token).toBe('token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('the stored token is reused while it is valid, with no new request', async () => {
    const fetchMock = mockFetch([magi]);
    await getParkingToken();
    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000 - renewBeforeExpiryMs));
    expect((await getParkingToken()).access_token).toBe('token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an expired token is renewed, and the new one replaces it in localStorage', async () => {
    const fetchMock = mockFetch([magi]);
    await getParkingToken();
    vi.setSystemTime(new Date(start.getTime() + 3600_000));
    expect((await getParkingToken()).access_token).toBe('token-2');
    expect(stored()?.access_token).toBe('token-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a token stored by an earlier visit is used without asking again', async () => {
    localStorage.setItem(
      parkingTokenStorageKey,
      JSON.stringify({
        created_at: startSeconds - 600,
        expires_in: 3600,
        access_token: 'from-last-visit',
        token_type: 'Bearer',
      }),
    );
    const fetchMock = mockFetch([magi]);
    expect((await getParkingToken()).access_token).toBe('from-last-visit');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a damaged stored value is replaced by a new token', async () => {
    localStorage.setItem(parkingTokenStorageKey, '{not json');
    mockFetch([magi]);
    expect((await getParkingToken()).access_token).toBe('token-1');
  });
});

describe('the third-party parking service', () => {
  test('POSTs the circle (range in km × 1000) and limit as a form, with the client id and the token', async () => {
    const fetchMock = mockFetch([magi, pois]);
    const answer = await findParkingNear({ origin: '', clientId: 'trimt-web' }, { lat: 24.255, lng: 121.2512 });
    expect(answer.data[0]?.name).toBe(park.name);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/_api/parking-service/pois');
    expect(init?.method).toBe('POST');
    const form = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(form)).toEqual({
      'circle[lat]': '24.255',
      'circle[lng]': '121.2512',
      'circle[radius]': '1000',
      limit: '30',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Client-Id')).toBe('trimt-web');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  test('a zh-cn page asks the stand-in for simplified names; a real service gets only the spec fields', async () => {
    const fetchMock = mockFetch([
      magi,
      { match: (url) => url === '/_api/parking-service/pois?siteLocale=zh-cn', reply: () => json({ data: [park] }) },
      { match: (url) => url === 'https://parking.example.com/pois', reply: () => json({ data: [park] }) },
    ]);
    const near = { lat: 24.255, lng: 121.2512 };
    await findParkingNear({ origin: '', clientId: 'trimt-web' }, near, { locale: 'zh-cn' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/_api/parking-service/pois?siteLocale=zh-cn');
    await findParkingNear({ origin: 'https://parking.example.com', clientId: 'trimt-web' }, near, { locale: 'zh-cn' });
    expect(fetchMock.mock.calls[2]![0]).toBe('https://parking.example.com/pois');
  });

  test('goes to the configured origin when one is set', async () => {
    const fetchMock = mockFetch([
      magi,
      { match: (url) => url === 'https://parking.example.com/v1/pois', reply: () => json({ data: [park] }) },
    ]);
    const answer = await findParkingNear(
      { origin: 'https://parking.example.com/v1/', clientId: 'trimt-web' },
      { lat: 24.255, lng: 121.2512 },
    );
    expect(fetchMock.mock.calls[1]![0]).toBe('https://parking.example.com/v1/pois');
    // A real service sends no provenance: it is live data, never marked as a sample.
    expect(answer.sample).toBe(false);
  });

  test('a refused token (401) is dropped and renewed once', async () => {
    localStorage.setItem(
      parkingTokenStorageKey,
      JSON.stringify({ created_at: startSeconds, expires_in: 3600, access_token: 'revoked', token_type: 'Bearer' }),
    );
    const fetchMock = mockFetch([
      magi,
      {
        match: (url, init) =>
          url.endsWith('/pois') && new Headers(init?.headers).get('Authorization') === 'Bearer revoked',
        reply: () => json({ message: 'The token is not valid.' }, 401),
      },
      pois,
    ]);
    const answer = await findParkingNear({ origin: '', clientId: 'trimt-web' }, { lat: 24.255, lng: 121.2512 });
    expect(answer.data).toHaveLength(1);
    expect(stored()?.access_token).toBe('token-1');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('ParkingList', () => {
  const props = {
    service: { origin: '', clientId: 'trimt-web' },
    near: { lat: 24.255, lng: 121.2512 },
    labels,
    locale: 'en' as const,
    intlLocale: 'en',
  };

  test('shows each car park with its status in words and colour, spaces, distance and the sample note', async () => {
    mockFetch([magi, pois]);
    render(withQueryClient(<ParkingListBody {...props} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const badge = await screen.findByText('Filling up');
    expect(badge).toHaveStyle({ background: '#c62828' });
    expect(screen.getByText('12 of 50 spaces free')).toBeInTheDocument();
    expect(screen.getByText('2 m away')).toBeInTheDocument();
    expect(screen.getByTestId('sample-note')).toHaveTextContent(
      'Illustrative sample data (23 November 2026), not live',
    );
  });

  test('on a zh-cn page a converted name is simplified Chinese like the page; an unconverted one is marked Traditional', async () => {
    const answer = { data: [{ ...park, name: '梨山游客中心停车场' }], attribution: '', siteLocale: 'zh-cn' };
    mockFetch([magi, { match: (url) => url.endsWith('/pois?siteLocale=zh-cn'), reply: () => json(answer) }]);
    const zhCn = { ...props, locale: 'zh-cn' as const, intlLocale: 'zh-Hans' };
    const { unmount } = render(withQueryClient(<ParkingListBody {...zhCn} />));
    expect(await screen.findByText('梨山游客中心停车场')).not.toHaveAttribute('lang');
    unmount();

    // A real parking service does not convert: its names keep their Traditional mark.
    mockFetch([
      magi,
      { match: (url) => url.endsWith('/pois'), reply: () => json({ data: [{ ...park, name: '梨山遊客中心停車場' }] }) },
    ]);
    render(
      withQueryClient(
        <ParkingListBody {...zhCn} service={{ origin: 'https://parking.example.com', clientId: 'trimt-web' }} />,
      ),
    );
    expect(await screen.findByText('梨山遊客中心停車場')).toHaveAttribute('lang', 'zh-Hant-TW');
  });

  test('no car park in range says "No Data"; a failing service too, logged only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch([magi, { match: (url) => url.endsWith('/pois'), reply: () => json({ message: 'down' }, 503) }]);
    render(withQueryClient(<ParkingListBody {...props} />));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
