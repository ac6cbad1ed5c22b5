// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json, mockFetch } from './live-support';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const { LocatorButton } = await import('@/components/locator/locator-button');
const { ArrivalHeading } = await import('@/components/locator/arrival-heading');
const { locate } = await import('@/components/locator/locate');

const labels = {
  button: 'Near me',
  buttonLabel: 'Find places near me',
  locating: 'Finding your location…',
  denied: 'Location access is turned off.',
  close: 'Close',
};

/** navigator.geolocation answering with a position, or with an error code (1 denied, 2 unavailable, 3 timeout). */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: number }): Geolocation {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('code' in answer)
      fail?.({
        code: answer.code,
        message: 'no',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation;
}

const geocodeAt = (zipcode: string | null) => ({
  match: (url: string) => url.startsWith('/_api/'),
  reply: () =>
    json({
      data: zipcode
        ? {
            status: 'found',
            zipcode,
            county: '臺中市',
            town: '和平區',
            name: 'Heping District',
            inArea: true,
            source: 'embedded',
          }
        : { status: 'outside', zipcode: null, inArea: false, source: 'embedded' },
    }),
});

beforeEach(() => router.push.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('locate (the nearby-places button, spec section 2)', () => {
  test('a point in a supported postal code leads to /nearby with the position and the code', async () => {
    const fetchMock = mockFetch([geocodeAt('424')]);
    expect(await locate('en', fakeGeolocation({ lat: 24.255, lng: 121.2512 }))).toEqual({
      kind: 'go',
      href: '/en/nearby?gps=24.255,121.2512&zipcode=424',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/_api/en/geocode?lat=24.255&lng=121.2512');
  });

  test('a point outside every township leads to /not-in-trimt', async () => {
    mockFetch([geocodeAt(null)]);
    expect(await locate('zh-tw', fakeGeolocation({ lat: 25.033, lng: 121.5654 }))).toEqual({
      kind: 'go',
      href: '/not-in-trimt',
    });
  });

  test('a geolocation failure falls back to the default point (23.02 N, 121.32 E)', async () => {
    const fetchMock = mockFetch([geocodeAt(null)]);
    await locate('ja', fakeGeolocation({ code: 3 }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/_api/ja/geocode?lat=23.02&lng=121.32');
  });

  test('a failed postal-code lookup falls back to 100, which is outside the area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch([{ match: () => true, reply: () => json({}, 502) }]);
    expect(await locate('en', fakeGeolocation({ lat: 24.255, lng: 121.2512 }))).toEqual({
      kind: 'go',
      href: '/en/not-in-trimt',
    });
  });

  test('a refused permission is reported, not papered over', async () => {
    const fetchMock = mockFetch([]);
    expect(await locate('en', fakeGeolocation({ code: 1 }))).toEqual({ kind: 'denied' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LocatorButton', () => {
  test('asks for the position only when pressed, then goes to the nearby page', async () => {
    const geolocation = fakeGeolocation({ lat: 24.255, lng: 121.2512 });
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    mockFetch([geocodeAt('424')]);
    render(<LocatorButton locale="en" labels={labels} variant="floating" />);
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/nearby?gps=24.255,121.2512&zipcode=424'));
  });

  test('a denied permission shows a message that can be closed, and focus goes back to the button', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: fakeGeolocation({ code: 1 }) });
    render(<LocatorButton locale="en" labels={labels} variant="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Find places near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access is turned off.');
    expect(router.push).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Find places near me' })).toHaveFocus();
  });

  test('the floating message never stays over the page: Escape closes it, and so does moving focus on (WCAG 2.4.11)', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: fakeGeolocation({ code: 1 }) });
    render(
      <>
        <LocatorButton locale="en" labels={labels} variant="floating" />
        <a href="#next">Next link</a>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // Tab reaches the message's own Close button first: the message stays while focus is inside it.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Next link' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the page the button opens focuses its heading on arrival (WCAG 2.4.3); a visit by any other way does not', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: fakeGeolocation({ lat: 24.255, lng: 121.2512 }) });
    mockFetch([geocodeAt('424')]);
    const page = render(<LocatorButton locale="en" labels={labels} variant="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Find places near me' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalled());
    // The router shows the address it was given, in place of the page that had the button.
    window.history.pushState(null, '', router.push.mock.calls[0]![0] as string);
    page.unmount();
    const results = render(
      <>
        <ArrivalHeading describedBy="position">Nearby places</ArrivalHeading>
        <p id="position">Your location: Heping District</p>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Nearby places' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAccessibleDescription('Your location: Heping District');
    // The same address again (a reload, Back, a link): focus stays where the browser puts it.
    results.unmount();
    render(<ArrivalHeading>Nearby places</ArrivalHeading>);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  test('a heading on another address than the one the button opened takes no focus', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: fakeGeolocation({ lat: 24.255, lng: 121.2512 }) });
    mockFetch([geocodeAt('424')]);
    render(<LocatorButton locale="en" labels={labels} variant="floating" />);
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalled());
    window.history.pushState(null, '', '/en/not-in-trimt');
    render(<ArrivalHeading>You are not in the scenic area</ArrivalHeading>);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
