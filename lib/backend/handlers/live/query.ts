import 'server-only';
import type { LatLng } from '@/lib/domain/latlng';
import { maxNearbyRangeKm } from '@/lib/domain/live/nearby';
import { isSupportedZip } from '@/lib/domain/live/zip-table';
import { ValidationError } from '../../http';

/**
 * Query readers of the live endpoints. Every bad value is a 400 naming the parameter (never a
 * 500): these endpoints are called with whatever a phone's geolocation or a hand-edited URL gives.
 */
const decimal = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function refuse(name: string, message: string): never {
  throw new ValidationError(message, { [name]: message });
}

export function requireNumber(query: URLSearchParams, name: string, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') refuse(name, `Parameter ${name} is required.`);
  if (!decimal.test(raw.trim())) refuse(name, `Parameter ${name} must be a decimal number.`);
  const value = Number(raw);
  if (value < min || value > max) refuse(name, `Parameter ${name} must be between ${min} and ${max}.`);
  return value;
}

export function requirePoint(query: URLSearchParams): LatLng {
  return { lat: requireNumber(query, 'lat', -90, 90), lng: requireNumber(query, 'lng', -180, 180) };
}

/** `range` in km, optional with a default, positive and at most maxNearbyRangeKm. */
export function rangeKm(query: URLSearchParams, fallback: number): number {
  if (query.get('range') === null || query.get('range') === '') return fallback;
  const value = requireNumber(query, 'range', 0, maxNearbyRangeKm);
  if (value === 0) refuse('range', 'Parameter range must be greater than 0.');
  return value;
}

export function requireAreaZip(query: URLSearchParams): string {
  const zip = query.get('zipcode');
  if (!zip) refuse('zipcode', 'Query parameter zipcode is required.');
  if (!/^\d{3}$/.test(zip)) refuse('zipcode', 'Query parameter zipcode must be a 3-digit postal code.');
  if (!isSupportedZip(zip)) refuse('zipcode', `Postal code ${zip} is not in the scenic area.`);
  return zip;
}

/** An optional true/false flag; anything else is refused rather than guessed. */
export function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return refuse(name, `Parameter ${name} must be true or false.`);
}

export function requireText(query: URLSearchParams, name: string, maxLength = 40): string {
  const raw = query.get(name)?.trim();
  if (!raw) refuse(name, `Parameter ${name} is required.`);
  // Control characters never belong in a site or place name (and once made a 500 elsewhere).
  if (raw.length > maxLength || /[\u0000-\u001f\u007f]/.test(raw))
    refuse(name, `Parameter ${name} is not a valid name.`);
  return raw;
}
