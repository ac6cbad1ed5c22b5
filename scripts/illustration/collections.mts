/** Items of the other content collections (trails, events, news, tours, ...) that need an illustration. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { areaKeyFor, type AreaKey } from './palettes.mjs';

export interface CollectionItem {
  collection: string;
  id: number;
  area: AreaKey;
  /** Seed for the drawing: distinct per collection, so item 1 of news and of events differ. */
  seed: number;
}

export const collections = [
  'trails',
  'events',
  'news',
  'tours',
  'bikeways',
  'souvenirs',
  'ecology',
  'live-streams',
] as const;
const areaCycle: readonly AreaKey[] = ['lion', 'lishan', 'bagua'];

/** Reads data/{collection}.json; a missing file means no items yet. */
export async function loadCollection(
  root: string,
  collection: (typeof collections)[number],
): Promise<CollectionItem[]> {
  const file = path.join(root, 'data', `${collection}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array`);
  const offset = 10_000 * (collections.indexOf(collection) + 1);
  // Only records that point at an image of this collection need one drawn (others reuse one).
  const own = parsed.filter((record: unknown) =>
    JSON.stringify((record as { images?: unknown }).images ?? []).includes(`/images/${collection}/`),
  );
  return own.map((record: unknown, index): CollectionItem => {
    const rec = record as { id?: unknown; areaId?: unknown };
    if (typeof rec.id !== 'number' || !Number.isInteger(rec.id))
      throw new Error(`${file}[${index}]: missing numeric id`);
    // Items of the whole scenic area (no areaId) cycle through the three palettes.
    const area = (typeof rec.areaId === 'number' ? areaKeyFor(rec.areaId) : undefined) ?? areaCycle[rec.id % 3]!;
    return { collection, id: rec.id, area, seed: offset + rec.id };
  });
}
