import type { BadgeColours } from './exposure-levels';
import type { ParkingLevel } from './parking-level';

/** Badge of a parking level for the map and list; `unknown` when the counts make no sense. */
export type ParkingBadge = { messageKey: string } & BadgeColours;

export const parkingBadges: Record<ParkingLevel | 'unknown', ParkingBadge> = {
  0: { messageKey: 'parking.available', background: '#1e7a34', foreground: '#ffffff' },
  1: { messageKey: 'parking.busy', background: '#ffc107', foreground: '#000000' },
  2: { messageKey: 'parking.full', background: '#c62828', foreground: '#ffffff' },
  unknown: { messageKey: 'parking.unknown', background: '#595959', foreground: '#ffffff' },
};

export function parkingBadge(level: ParkingLevel | undefined): ParkingBadge {
  return parkingBadges[level ?? 'unknown'];
}
