import type { LatLng } from '@/lib/domain/latlng';

/** Spec section 9: "Earth radius 6371 km". */
export const earthRadiusKm = 6371;

/** Great-circle distance in km (haversine), good to a few metres at the area's scale. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type DistanceParts = { value: number; unit: 'm' | 'km' };

/**
 * Spec section 9: "under 1 km in meters rounded; otherwise km to one decimal". Returned as parts so
 * the page can localize the number and unit (e.g. with Intl.NumberFormat's unit style).
 * 999.6 m rounds to 1000 m, which reads worse than "1.0 km", so the switch happens on the rounded metres.
 */
export function distanceParts(km: number): DistanceParts {
  const metres = Math.round(Math.max(0, km) * 1000);
  if (metres < 1000) return { value: metres, unit: 'm' };
  return { value: Math.round(km * 10) / 10, unit: 'km' };
}

/** Plain formatter ("850 m", "1.2 km") for logs, tests and places without a locale. */
export function formatDistance(km: number): string {
  const { value, unit } = distanceParts(km);
  return unit === 'm' ? `${value} m` : `${value.toFixed(1)} km`;
}
