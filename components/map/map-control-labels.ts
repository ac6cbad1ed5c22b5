import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { MapControlLabels } from './map-types';

/** The names of Leaflet's zoom buttons and popup close button, in the page's language. */
export async function mapControlLabels(): Promise<MapControlLabels> {
  const t = await getTranslations('MapPage.controls');
  return { zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), closePopup: t('closePopup') };
}
