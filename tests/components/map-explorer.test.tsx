// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { MapFocus, MapMarker } from '@/components/map/map-types';
import type { ParkingRecordWire } from '@/lib/schemas/live/parking';

// Leaflet needs a real layout engine; the stand-in shows what the map was asked to draw.
vi.mock('@/components/map/lazy-map', () => ({
  LazyMap: ({ markers, focus }: { markers: MapMarker[]; focus?: MapFocus }) => (
    <div data-testid="map-stub" data-focus={focus?.id ?? ''}>
      {markers.map((marker) => marker.id).join(',')}
    </div>
  ),
}));

const { MapExplorer } = await import('@/components/map/map-explorer');

const markers: MapMarker[] = [
  {
    id: 'attraction-1',
    kind: 'attraction',
    name: 'Lion’s Head Mountain',
    lat: 24.65,
    lng: 121.02,
    href: '/en/attractions/1',
  },
  {
    id: 'visitorCenter-56',
    kind: 'visitorCenter',
    name: 'Lishan Visitor Center',
    lat: 24.25,
    lng: 121.25,
    href: '/en/attractions/56',
  },
  {
    id: 'parking-1',
    kind: 'parking',
    name: 'Lishan car park',
    lat: 24.25,
    lng: 121.25,
    detail: '12 of 50 spaces free',
    badge: { background: '#c62828', foreground: '#ffffff', label: 'Filling up' },
  },
  { id: 'toilet-1', kind: 'toilet', name: 'Lishan Visitor Center', lat: 24.25, lng: 121.25 },
];
const labels = {
  filters: 'Show on the map',
  listHeading: 'Places on the map',
  count: 'Places shown: {count}',
  showOnMap: 'Show {name} on the map',
  showToiletsOnMap: 'Show the public toilets at {name} on the map',
  details: 'Details',
  loadingMap: 'Loading the map…',
  mapLabel: 'Interactive map',
  controls: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', closePopup: 'Close the pop-up' },
  kinds: {
    attraction: 'Attractions',
    visitorCenter: 'Visitor centers',
    parking: 'Car parks',
    toilet: 'Public toilets',
  },
};

describe('MapExplorer', () => {
  test('a Chinese-only name on an English page is marked as Chinese, in the list and in its button', async () => {
    const { parkingMarkers } = await import('@/components/map/parking-markers');
    const park: ParkingRecordWire = {
      number: '1',
      name: '梨山停車場',
      lat: 24.25,
      lng: 121.25,
      total_car: 50,
      empty_car: 12,
      level: 1,
      updated_at: null,
    };
    const [english] = parkingMarkers(
      [park],
      { 'parking.busy': 'Some spaces left' },
      '{empty} of {total} spaces free',
      'en',
      true,
    );
    expect(english?.nameLang).toBe('zh-Hant-TW');
    // The status is the badge; the detail adds only the spaces (the list showed the status twice).
    expect(english?.badge?.label).toBe('Some spaces left');
    expect(english?.detail).toBe('12 of 50 spaces free');
    // zh-cn: converted on the server (/map, or the backend for /nearby) needs no mark; unconverted it is still Traditional.
    expect(parkingMarkers([park], {}, '', 'zh-Hans', true)[0]?.nameLang).toBeUndefined();
    expect(parkingMarkers([park], {}, '', 'zh-Hans', false)[0]?.nameLang).toBe('zh-Hant-TW');
    render(
      <MapExplorer
        markers={[english!]}
        tiles={{ url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'test' }}
        labels={labels}
      />,
    );
    const list = screen.getByTestId('map-list');
    expect(within(list).getByText('梨山停車場', { selector: 'strong' })).toHaveAttribute('lang', 'zh-Hant-TW');
    const button = within(list).getByRole('button', { name: 'Show 梨山停車場 on the map' });
    expect(within(button).getByText('梨山停車場')).toHaveAttribute('lang', 'zh-Hant-TW');
  });

  test('lists every marker beside the map, with links to detail pages and parking status in words', () => {
    render(
      <MapExplorer
        markers={markers}
        tiles={{ url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'test' }}
        labels={labels}
      />,
    );
    const list = screen.getByTestId('map-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Lishan Visitor Center' })).toHaveAttribute(
      'href',
      '/en/attractions/56',
    );
    expect(within(list).getAllByText('Filling up')).toHaveLength(1);
    expect(screen.getByTestId('map-stub')).toHaveTextContent('attraction-1,visitorCenter-56,parking-1,toilet-1');
    expect(screen.getByText('Places shown: 4')).toBeInTheDocument();
  });

  test('a filter hides its kind from both the map and the list', async () => {
    render(<MapExplorer markers={markers} tiles={{ url: 'x/{z}/{x}/{y}', attribution: 'test' }} labels={labels} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Car parks' }));
    expect(screen.getByTestId('map-stub')).not.toHaveTextContent('parking-1');
    expect(screen.queryByRole('button', { name: 'Show Lishan car park on the map' })).toBeNull();
    expect(screen.getByText('Places shown: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Car parks' }));
    expect(screen.getByTestId('map-stub')).toHaveTextContent('parking-1');
  });

  test('"Show on the map" in the list centres the map on that marker (keyboard too)', async () => {
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
    render(<MapExplorer markers={markers} tiles={{ url: 'x/{z}/{x}/{y}', attribution: 'test' }} labels={labels} />);
    // Named by the place it is at, a toilet's button still says which of the two it shows.
    screen.getByRole('button', { name: 'Show the public toilets at Lishan Visitor Center on the map' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('map-stub')).toHaveAttribute('data-focus', 'toilet-1');
  });
});
