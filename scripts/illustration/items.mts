/** Which attraction ids need an illustration: read from data/attractions/*.json, else a fixed list. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AREA_IDS, areaKeyFor, type AreaKey } from './palettes.mjs';

export interface Item {
  id: number;
  area: AreaKey;
}

const FALLBACK: Readonly<Record<AreaKey, readonly number[]>> = {
  lion: [6, 8, 14, 18, 26, 42, 45, 2, 3, 10, 11, 16, 39, 44, 531, 587],
  lishan: [56, 505, 590, 661],
  bagua: [80, 83, 84, 85, 96, 103, 106, 107, 108, 112, 114, 115, 116, 99, 104, 105, 109, 299, 516],
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

async function readArea(root: string, area: AreaKey): Promise<{ items: Item[]; source: string }> {
  const file = path.join(root, 'data', 'attractions', `${area}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = isRecord(error) && error.code === 'ENOENT' ? 'missing' : 'unreadable';
    return {
      items: FALLBACK[area].map((id) => ({ id, area })),
      source: `fallback list (${reason} ${path.relative(root, file)})`,
    };
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array`);
  const items = parsed.map((rec, i): Item => {
    if (!isRecord(rec) || typeof rec.id !== 'number' || !Number.isInteger(rec.id)) {
      throw new Error(`${file}[${i}]: missing numeric id`);
    }
    const own = typeof rec.areaId === 'number' ? areaKeyFor(rec.areaId) : undefined;
    if (own !== undefined && own !== area)
      console.warn(`${file}: id ${rec.id} has areaId ${String(rec.areaId)}, expected ${AREA_IDS[area]}`);
    return { id: rec.id, area: own ?? area };
  });
  return { items, source: path.relative(root, file) };
}

/** All items, deduplicated by id (first occurrence wins), with where each area's list came from. */
export async function loadItems(root: string): Promise<{ items: Item[]; sources: string[] }> {
  const seen = new Set<number>();
  const items: Item[] = [];
  const sources: string[] = [];
  for (const area of Object.keys(AREA_IDS) as AreaKey[]) {
    const result = await readArea(root, area);
    sources.push(`${area}: ${result.items.length} ids from ${result.source}`);
    for (const item of result.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, sources };
}
