/**
 * Generates the site's local illustrations (deterministic: reruns give identical files).
 *
 *   npm run images        # = tsx scripts/generate-images.mts
 *
 * Writes public/images/{attractions,trails,events,news,areas,banner}/*.webp, public/images/placeholder.webp,
 * public/og-default.png, app/icon.png and app/apple-icon.png, and prints each file's size.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bannerSvg } from './illustration/banner.mjs';
import { areaHeroSvg, attractionSvg } from './illustration/compositions.mjs';
import { collections, loadCollection } from './illustration/collections.mjs';
import { loadItems } from './illustration/items.mjs';
import { iconSvg, placeholderSvg } from './illustration/marks.mjs';
import type { AreaKey } from './illustration/palettes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const attractionsDir = path.join(root, 'public/images/attractions');

type Format = 'webp' | 'png';

async function write(relative: string, svg: string, format: Format, quality = 60): Promise<number> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg), { density: 72 });
  // Strip metadata (sharp's default) so output depends only on the SVG.
  const data =
    format === 'webp'
      ? await image.webp({ quality, effort: 6, smartSubsample: true }).toBuffer()
      : await image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  await writeFile(file, data);
  console.log(`${relative}\t${data.length} bytes`);
  return data.length;
}

/** Remove attraction images whose id is no longer in the data, so the folder mirrors the data. */
async function pruneStale(keep: ReadonlySet<number>): Promise<void> {
  for (const name of await readdir(attractionsDir)) {
    const id = /^(\d+)\.webp$/.exec(name)?.[1];
    if (id !== undefined && !keep.has(Number(id))) {
      await rm(path.join(attractionsDir, name));
      console.log(`removed stale public/images/attractions/${name}`);
    }
  }
}

async function main(): Promise<void> {
  const { items, sources } = await loadItems(root);
  sources.forEach((line) => console.log(`# ${line}`));
  let total = 0;
  for (const { id, area } of items) {
    total += await write(`public/images/attractions/${id}.webp`, attractionSvg(id, area), 'webp');
  }
  await pruneStale(new Set(items.map((item) => item.id)));
  for (const collection of collections) {
    for (const item of await loadCollection(root, collection)) {
      total += await write(`public/images/${collection}/${item.id}.webp`, attractionSvg(item.seed, item.area), 'webp');
    }
  }
  total += await write('public/images/placeholder.webp', placeholderSvg(1200, 800), 'webp');
  for (const area of ['lion', 'lishan', 'bagua'] as const satisfies readonly AreaKey[]) {
    total += await write(`public/images/areas/${area}.webp`, areaHeroSvg(area), 'webp', 64);
  }
  total += await write('public/images/banner/home.webp', bannerSvg(1920, 800), 'webp', 64);
  console.log(`# public/images total: ${total} bytes (${items.length} attractions)`);
  await write('public/og-default.png', bannerSvg(1200, 630), 'png');
  await write('app/icon.png', iconSvg(32), 'png');
  await write('app/apple-icon.png', iconSvg(180), 'png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
