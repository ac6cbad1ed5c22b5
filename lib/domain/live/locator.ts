import type { LatLng } from '@/lib/domain/latlng';
import { isSupportedZip } from './zip-table';

/**
 * The "nearby places" button (spec section 2): locate the visitor, reverse-geocode a postal code,
 * then go to /nearby when the code is in the supported list, else to /not-in-trimt.
 * Spec section 8: geolocation failure falls back to a default point (about 23.02 N, 121.32 E);
 * postal-code lookup failure falls back to 100. Both fallbacks are kept as the spec says even
 * though they lead to /not-in-trimt: the old site did exactly this, and a wrong "nearby" list is
 * worse than an honest "you are not in the area".
 */
export const defaultLocatorPoint: LatLng = { lat: 23.02, lng: 121.32 };
export const fallbackZipcode = '100';

export type GeolocationOutcome = { ok: true; position: LatLng } | { ok: false };
/** `zipcode` undefined with ok:true means the point lies outside every known township. */
export type PostalLookupOutcome = { ok: true; zipcode: string | undefined } | { ok: false };

export type LocatorTarget = {
  kind: 'nearby' | 'not-in-trimt';
  /** Path without the locale prefix: `/nearby?gps=…&zipcode=…` or `/not-in-trimt`. */
  href: string;
  position: LatLng;
  zipcode: string;
  usedDefaultPosition: boolean;
  usedFallbackZipcode: boolean;
};

/** Step 1: where to look up — the visitor's position, or the default point when locating failed. */
export function locatorPosition(geolocation: GeolocationOutcome): { position: LatLng; usedDefaultPosition: boolean } {
  return geolocation.ok && isValidLatLng(geolocation.position)
    ? { position: geolocation.position, usedDefaultPosition: false }
    : { position: defaultLocatorPoint, usedDefaultPosition: true };
}

/** Step 2: the page to go to, given the position used and the postal lookup of that position. */
export function locatorTarget(geolocation: GeolocationOutcome, lookup: PostalLookupOutcome): LocatorTarget {
  const { position, usedDefaultPosition } = locatorPosition(geolocation);
  const found = lookup.ok && lookup.zipcode && /^\d{3}$/.test(lookup.zipcode) ? lookup.zipcode : undefined;
  const zipcode = found ?? fallbackZipcode;
  const base = { position, zipcode, usedDefaultPosition, usedFallbackZipcode: !found };
  if (!isSupportedZip(zipcode)) return { ...base, kind: 'not-in-trimt', href: '/not-in-trimt' };
  return { ...base, kind: 'nearby', href: nearbyHref(position, zipcode) };
}

export function nearbyHref(position: LatLng, zipcode: string): string {
  // Six decimals are ~0.1 m: enough for "nearby", and the URL stays readable and shareable.
  const gps = `${round6(position.lat)},${round6(position.lng)}`;
  return `/nearby?gps=${gps}&zipcode=${zipcode}`;
}

export type NearbyQuery = { position: LatLng; zipcode: string; supported: boolean };
export type NearbyQueryError = { field: 'gps' | 'zipcode'; reason: 'missing' | 'malformed' | 'out-of-range' };
export type NearbyQueryResult = { ok: true; value: NearbyQuery } | { ok: false; errors: NearbyQueryError[] };

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * Reads /nearby's `gps=lat,lng` and `zipcode` (as Next hands searchParams to a page, or a
 * URLSearchParams). lat must be in -90..90, lng in -180..180, zipcode three digits. A well-formed
 * zipcode outside the area is not an error: `supported` is false and the page sends the visitor
 * to /not-in-trimt.
 */
export function parseNearbyQuery(query: QueryInput): NearbyQueryResult {
  const gps = readOne(query, 'gps');
  const zip = readOne(query, 'zipcode');
  const errors: NearbyQueryError[] = [];
  const position = parseGps(gps, errors);
  if (zip === undefined || zip === '') errors.push({ field: 'zipcode', reason: 'missing' });
  else if (!/^\d{3}$/.test(zip)) errors.push({ field: 'zipcode', reason: 'malformed' });
  if (errors.length || !position || zip === undefined) return { ok: false, errors };
  return { ok: true, value: { position, zipcode: zip, supported: isSupportedZip(zip) } };
}

function parseGps(gps: string | undefined, errors: NearbyQueryError[]): LatLng | undefined {
  if (gps === undefined || gps.trim() === '') {
    errors.push({ field: 'gps', reason: 'missing' });
    return undefined;
  }
  const parts = gps.split(',').map((part) => part.trim());
  const number = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
  if (parts.length !== 2 || !parts.every((part) => number.test(part))) {
    errors.push({ field: 'gps', reason: 'malformed' });
    return undefined;
  }
  const position = { lat: Number(parts[0]), lng: Number(parts[1]) };
  if (!isValidLatLng(position)) {
    errors.push({ field: 'gps', reason: 'out-of-range' });
    return undefined;
  }
  return position;
}

export function isValidLatLng(position: LatLng): boolean {
  return (
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lng) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lng) <= 180
  );
}

function readOne(query: QueryInput, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  // Next gives an array for a repeated key; the first one wins, as URLSearchParams.get does.
  return Array.isArray(value) ? value[0] : value;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
