/**
 * The installed app's icons, drawn from the site's mark (scripts/illustration/marks.mts), into
 * public/icons/ (committed; rerun after changing the mark):
 *
 *   npx tsx scripts/generate-app-icons.mts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { appIconSvg } from './illustration/marks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const icons = [
  { file: 'app-192.png', size: 192, maskable: false },
  { file: 'app-512.png', size: 512, maskable: false },
  { file: 'app-maskable-512.png', size: 512, maskable: true },
];

async function main(): Promise<void> {
  await mkdir(path.join(root, 'public/icons'), { recursive: true });
  for (const { file, size, maskable } of icons) {
    const data = await sharp(Buffer.from(appIconSvg(size, maskable)))
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
    await writeFile(path.join(root, 'public/icons', file), data);
    console.log(`public/icons/${file}\t${data.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
