export type LatLng = { lat: number; lng: number };

/** Splits the contract's "lat,lng" string; anything out of range or malformed gives undefined. */
export function splitLatLng(value: string | null | undefined): LatLng | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}
