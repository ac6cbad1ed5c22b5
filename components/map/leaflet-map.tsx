'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { markerStyles, type MapControlLabels, type MapFocus, type MapMarker, type TileConfig } from './map-types';
import styles from './map.module.css';

type Props = {
  markers: readonly MapMarker[];
  tiles: TileConfig;
  label: string;
  controls: MapControlLabels;
  focus?: MapFocus;
  detailsLabel?: string;
};

/**
 * The Leaflet map itself, loaded only by pages that show a map (next/dynamic, ssr: false: Leaflet
 * needs `window`). Markers are divIcons, so no marker image is fetched from anywhere; with no tile
 * server reachable the markers still show on a blank background. Markers are left out of the tab
 * order: the list beside every map reaches each of them by keyboard and screen reader. Leaflet's
 * own controls are named in the page's language (its defaults are English).
 */
export default function LeafletMap({ markers, tiles, label, controls, focus, detailsLabel }: Props) {
  const refs = useRef(new Map<string, LeafletMarker>());
  const bounds = useMemo(
    () => (markers.length > 0 ? latLngBounds(markers.map((marker) => [marker.lat, marker.lng])) : undefined),
    [markers],
  );
  return (
    <div className={styles.map} role="region" aria-label={label} data-testid="leaflet-map">
      <MapContainer
        bounds={bounds}
        center={bounds ? undefined : [24.2, 120.9]}
        zoom={bounds ? undefined : 9}
        boundsOptions={{ padding: [32, 32], maxZoom: 15 }}
        scrollWheelZoom={false}
        zoomControl={false}
        className={styles.canvas}
      >
        <ZoomControl zoomInTitle={controls.zoomIn} zoomOutTitle={controls.zoomOut} />
        <MapKeyboard label={label} />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={iconOf(marker)}
            keyboard={false}
            title={marker.name}
            ref={(instance) => {
              if (instance) refs.current.set(marker.id, instance);
              else refs.current.delete(marker.id);
            }}
          >
            <Popup eventHandlers={{ add: (event) => nameCloseButton(event.target.getElement(), controls.closePopup) }}>
              <strong lang={marker.nameLang}>{marker.name}</strong>
              {marker.badge ? (
                <>
                  <br />
                  {marker.badge.label}
                </>
              ) : null}
              {marker.detail ? <br /> : null}
              {marker.detail ? <span lang={marker.detailLang}>{marker.detail}</span> : null}
              {marker.href && detailsLabel ? (
                <>
                  <br />
                  <a href={marker.href}>{detailsLabel}</a>
                </>
              ) : null}
            </Popup>
          </Marker>
        ))}
        <FollowFocus focus={focus} refs={refs} />
        <FitBounds markers={markers} />
      </MapContainer>
    </div>
  );
}

/**
 * Keyboard use of the map. Its focusable surface (arrow keys pan it) gets the map's name, not an
 * anonymous stop. Leaflet's buttons (zoom, close the popup) are links with role="button" that
 * answer Enter only: Space presses them too, as it does any button. A popup closed from inside
 * (its close button, Escape) would take focus with it to <body>: it goes to the map instead, the
 * place around the popup (WCAG 2.4.3), without scrolling.
 */
function MapKeyboard({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', label);
    const pressWithSpace = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof HTMLElement) || !event.target.matches('a[role="button"]'))
        return;
      event.preventDefault();
      event.target.click();
    };
    // The closing popup fades out before Leaflet removes it: focus still in it moves to the map now
    // (focus anywhere else, such as the list's next "Show on the map", stays put).
    const keepFocus = (event: { popup: { getElement(): HTMLElement | undefined } }) => {
      if (event.popup.getElement()?.contains(document.activeElement)) container.focus({ preventScroll: true });
    };
    container.addEventListener('keydown', pressWithSpace);
    map.on('popupclose', keepFocus);
    return () => {
      container.removeEventListener('keydown', pressWithSpace);
      map.off('popupclose', keepFocus);
    };
  }, [map, label]);
  return null;
}

function nameCloseButton(popup: HTMLElement | undefined, name: string): void {
  const button = popup?.querySelector('.leaflet-popup-close-button');
  if (!button) return;
  button.setAttribute('aria-label', name);
  button.setAttribute('title', name);
}

/** "Show on map" in the list: centre on the marker and open its popup. */
function FollowFocus({ focus, refs }: { focus?: MapFocus; refs: RefObject<Map<string, LeafletMarker>> }) {
  const map = useMap();
  useEffect(() => {
    const marker = focus ? refs.current.get(focus.id) : undefined;
    if (!marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), 15));
    marker.openPopup();
  }, [focus, map, refs]);
  return null;
}

/** MapContainer reads `bounds` once; filters that change the markers refit the view. */
function FitBounds({ markers }: { markers: readonly MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (markers.length === 0) return;
    map.fitBounds(latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), { padding: [32, 32], maxZoom: 15 });
  }, [markers, map]);
  return null;
}

function iconOf(marker: MapMarker) {
  const style = markerStyles[marker.kind];
  const colour = marker.badge?.background ?? style.colour;
  const ink = marker.badge?.foreground ?? '#ffffff';
  return divIcon({
    className: styles.marker,
    html: `<span style="background:${colour};color:${ink}" aria-hidden="true">${style.glyph}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -14],
  });
}
