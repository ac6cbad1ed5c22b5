import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LazyMap } from './lazy-map';
import { MapPlaceholder } from './map-placeholder';
import { mapControlLabels } from './map-control-labels';
import type { MapMarker } from './map-types';
import { mapTiles } from './tiles';
import styles from './map.module.css';

/** The small map of a detail page: one marker, the place itself (its name and position are in the facts panel). */
export async function PlaceMap({ marker }: { marker: MapMarker }) {
  const t = await getTranslations('MapPage');
  return (
    <section aria-labelledby="place-map" className={styles.small}>
      <h2 id="place-map">{t('smallMapHeading')}</h2>
      <LazyMap
        whenVisible
        markers={[marker]}
        tiles={mapTiles()}
        label={`${t('mapLabel')}: ${marker.name}`}
        controls={await mapControlLabels()}
        fallback={<MapPlaceholder label={t('loadingMap')} />}
      />
      <p>
        <Link href="/map">{t('fullMapLink')}</Link>
      </p>
    </section>
  );
}
