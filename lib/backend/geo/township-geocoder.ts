import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import type townsFile from '@/data/geo/moi-towns-5counties-zip3.json';
import type { LatLng } from '@/lib/domain/latlng';
import { bboxOf, inBBox, pointInPolygon, type BBox, type PolygonRings } from './point-in-polygon';

const towns = readDataFile<typeof townsFile>('geo/moi-towns-5counties-zip3.json');

/** A township found for a point: MOI names and codes plus the Chunghwa Post 3-digit code. */
export type Township = {
  zipcode: string;
  county: string;
  town: string;
  countyEng: string;
  townEng: string;
  townCode: string;
  countyCode: string;
};

const position = z.tuple([z.number(), z.number()]);
const ring = z.array(position).min(4);
const featureSchema = z.object({
  properties: z.object({
    TOWNCODE: z.string(),
    COUNTYNAME: z.string(),
    TOWNNAME: z.string(),
    TOWNENG: z.string(),
    COUNTYCODE: z.string(),
    COUNTYENG: z.string(),
    ZIP3: z.string().regex(/^\d{3}$/),
  }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
  ]),
});

type Indexed = { township: Township; polygons: PolygonRings[]; box: BBox };

let index: Indexed[] | undefined;

/** Validated and indexed on first use (not at import: most requests never geocode). */
function townships(): Indexed[] {
  if (!index) {
    const features = z.object({ features: z.array(featureSchema) }).parse(towns).features;
    index = features.map(({ properties: p, geometry }) => {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      return {
        township: {
          zipcode: p.ZIP3,
          county: p.COUNTYNAME,
          town: p.TOWNNAME,
          countyEng: p.COUNTYENG,
          townEng: p.TOWNENG,
          townCode: p.TOWNCODE,
          countyCode: p.COUNTYCODE,
        },
        polygons,
        box: bboxOf(polygons),
      };
    });
  }
  return index;
}

/**
 * The township containing a point, by point-in-polygon over the Ministry of the Interior
 * boundaries of the five counties around the area; undefined outside them (Taipei, the sea).
 */
export function findTownship(point: LatLng): Township | undefined {
  for (const entry of townships()) {
    if (!inBBox(point.lng, point.lat, entry.box)) continue;
    if (entry.polygons.some((polygon) => pointInPolygon(point.lng, point.lat, polygon))) return entry.township;
  }
  return undefined;
}
