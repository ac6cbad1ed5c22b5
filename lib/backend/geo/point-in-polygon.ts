/**
 * Even-odd ray casting on GeoJSON rings ([lng, lat] pairs). A polygon is its outer ring minus
 * its holes; a multipolygon is any of its polygons. Planar is exact enough: township borders are
 * short segments (metres apart), and the source itself is on a ~3 m grid.
 */
export type Ring = readonly (readonly number[])[];
export type PolygonRings = readonly Ring[];

export function pointInRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(lng: number, lat: number, polygon: PolygonRings): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(lng, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lng, lat, hole));
}

export type BBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** Bounding box of every outer ring, to skip the ring walk for the 98 townships a point is far from. */
export function bboxOf(polygons: readonly PolygonRings[]): BBox {
  const box: BBox = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const polygon of polygons) {
    for (const [lng, lat] of (polygon[0] ?? []) as [number, number][]) {
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

export function inBBox(lng: number, lat: number, box: BBox): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
