'use client';

import { useMemo, useRef, useState } from 'react';
import { fill, fillParts } from '@/components/live/labels';
import { LazyMap } from './lazy-map';
import { MapPlaceholder } from './map-placeholder';
import {
  markerStyles,
  type MapControlLabels,
  type MapFocus,
  type MapMarker,
  type MarkerKind,
  type TileConfig,
} from './map-types';
import styles from './map.module.css';

export type MapExplorerLabels = {
  filters: string;
  listHeading: string;
  count: string;
  showOnMap: string;
  /** A toilet is named by the place it is at: its button says so, apart from the place's own. */
  showToiletsOnMap: string;
  details: string;
  loadingMap: string;
  mapLabel: string;
  controls: MapControlLabels;
  kinds: Partial<Record<MarkerKind, string>>;
};

type Props = { markers: readonly MapMarker[]; tiles: TileConfig; labels: MapExplorerLabels };

/**
 * /map: filters, the map and the list of every marker. The list is server-rendered (it works
 * without JavaScript) and is the keyboard and screen-reader way to each marker: "Show on the map"
 * centres the map on it and opens its popup.
 */
export function MapExplorer({ markers, tiles, labels }: Props) {
  const kinds = useMemo(() => [...new Set(markers.map((marker) => marker.kind))], [markers]);
  const [hidden, setHidden] = useState<ReadonlySet<MarkerKind>>(new Set());
  const [focus, setFocus] = useState<MapFocus>();
  const nonce = useRef(0);
  const shown = useMemo(() => markers.filter((marker) => !hidden.has(marker.kind)), [markers, hidden]);
  const mapRef = useRef<HTMLDivElement>(null);

  const toggle = (kind: MarkerKind, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.delete(kind);
    else next.add(kind);
    setHidden(next);
  };
  const showOnMap = (id: string) => {
    nonce.current += 1;
    setFocus({ id, nonce: nonce.current });
    // On phones the list is under the map: bring the whole map into view (the header's height is
    // html's scroll-padding-top). Beside the map on desktops nothing needs to move.
    const map = mapRef.current;
    const box = map?.getBoundingClientRect();
    const headerSpace = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (map && box && (box.top < headerSpace || box.bottom > window.innerHeight))
      map.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <fieldset className={styles.filters}>
        <legend>{labels.filters}</legend>
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={!hidden.has(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
              data-kind={kind}
            />
            <Glyph kind={kind} />
            {labels.kinds[kind]}
          </label>
        ))}
      </fieldset>
      <div className={styles.layout}>
        <div ref={mapRef}>
          <LazyMap
            markers={shown}
            tiles={tiles}
            label={labels.mapLabel}
            controls={labels.controls}
            focus={focus}
            detailsLabel={labels.details}
            fallback={<MapPlaceholder label={labels.loadingMap} />}
          />
        </div>
        <section className={styles.list} aria-labelledby="map-places">
          <h2 id="map-places">{labels.listHeading}</h2>
          <p aria-live="polite">{fill(labels.count, { count: shown.length })}</p>
          <ul className={styles.items} data-testid="map-list">
            {shown.map((marker) => (
              <li key={marker.id} data-kind={marker.kind}>
                <Glyph kind={marker.kind} label={labels.kinds[marker.kind]} />
                <span className={styles.text}>
                  {marker.href ? (
                    <a href={marker.href} lang={marker.nameLang}>
                      {marker.name}
                    </a>
                  ) : (
                    <strong lang={marker.nameLang}>{marker.name}</strong>
                  )}
                  {marker.badge ? (
                    <span>
                      <span
                        className={styles.badge}
                        style={{ background: marker.badge.background, color: marker.badge.foreground }}
                      >
                        {marker.badge.label}
                      </span>
                    </span>
                  ) : null}
                  {marker.detail ? (
                    <span className={styles.detail} lang={marker.detailLang}>
                      {marker.detail}
                    </span>
                  ) : null}
                  <button type="button" className={styles.show} onClick={() => showOnMap(marker.id)}>
                    {fillParts(
                      marker.kind === 'toilet' ? labels.showToiletsOnMap : labels.showOnMap,
                      'name',
                      <span lang={marker.nameLang}>{marker.name}</span>,
                    )}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** The marker's glyph in the list and the filters, so the legend matches the map. */
export function Glyph({ kind, label }: { kind: MarkerKind; label?: string }) {
  const style = markerStyles[kind];
  return (
    <span
      className={styles.glyph}
      style={{ background: style.colour }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {style.glyph}
    </span>
  );
}
