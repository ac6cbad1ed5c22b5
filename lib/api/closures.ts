import 'server-only';
import { listClosures, type Closure } from '@/lib/domain/closures';
import type { Locale } from '@/lib/i18n/locales';
import { listAttractions, type Attraction } from './attractions';
import { listBikeways, type Bikeway } from './bikeways';
import { listTrails, type Trail } from './trails';

export type ClosedPlace = Closure<Attraction | Trail | Bikeway>;

/**
 * Every attraction, trail and cycling route not open as usual (lib/domain/closures.ts), read from
 * the three lists. `complete` is false when one of them failed: the page must then not say that
 * everything is open.
 */
export async function listClosedPlaces(locale: Locale): Promise<{ complete: boolean; items: ClosedPlace[] }> {
  const [attractions, trails, bikeways] = await Promise.all([
    listAttractions(locale),
    listTrails(locale),
    listBikeways(locale),
  ]);
  return {
    complete: attractions.ok && trails.ok && bikeways.ok,
    items: listClosures<Attraction | Trail | Bikeway>({
      attraction: attractions.items,
      trail: trails.items,
      bikeway: bikeways.items,
    }),
  };
}
