/**
 * Checks every seed file in data/ against the zod schema the backend loads it with, and that
 * cross-references (attraction ids in tours and theme pages) point at records that exist.
 * Usage: npx tsx scripts/validate-seed.mts [file-name-filter]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { bikewaySeedSchema } from '../lib/schemas/bikeway.ts';
import { consultantSeedSchema } from '../lib/schemas/consultant.ts';
import { diarySeedSchema } from '../lib/schemas/diary.ts';
import { ecologySeedSchema } from '../lib/schemas/ecology.ts';
import { faqSeedSchema } from '../lib/schemas/faq.ts';
import { liveStreamSeedSchema } from '../lib/schemas/live-stream.ts';
import { publicationSeedSchema } from '../lib/schemas/publication.ts';
import { relatedLinkSeedSchema } from '../lib/schemas/related-link.ts';
import { reportSeedSchema } from '../lib/schemas/report.ts';
import { souvenirSeedSchema } from '../lib/schemas/souvenir.ts';
import { themePageSeedSchema } from '../lib/schemas/theme-page.ts';
import { tourSeedSchema } from '../lib/schemas/tour.ts';

const files: Record<string, z.ZodType> = {
  'tours.json': z.array(tourSeedSchema),
  'bikeways.json': z.array(bikewaySeedSchema),
  'souvenirs.json': z.array(souvenirSeedSchema),
  'ecology.json': z.array(ecologySeedSchema),
  'reports.json': z.array(reportSeedSchema),
  'publications.json': z.array(publicationSeedSchema),
  'consultants.json': z.array(consultantSeedSchema),
  'faqs.json': z.array(faqSeedSchema),
  'links.json': z.array(relatedLinkSeedSchema),
  'live-streams.json': z.array(liveStreamSeedSchema),
  'diaries.json': z.array(diarySeedSchema),
};

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const idsOf = (path: string) => new Set((read(path) as { id: number }[]).map((r) => r.id));
const attractionIds = new Set(['lion', 'lishan', 'bagua'].flatMap((a) => [...idsOf(`data/attractions/${a}.json`)]));
const known: Record<string, Set<number>> = {
  attractions: attractionIds,
  trails: idsOf('data/trails.json'),
  events: idsOf('data/events.json'),
};

// Theme pages are one file each (data/themes/{slug}.json), so they can be written separately.
const themeFiles = existsSync('data/themes') ? readdirSync('data/themes').filter((f) => f.endsWith('.json')) : [];
const checks: [string, z.ZodType, () => unknown][] = [
  ...Object.entries(files).map(([name, schema]): [string, z.ZodType, () => unknown] => [
    name,
    schema,
    () => read(`data/${name}`),
  ]),
  ...themeFiles.map((name): [string, z.ZodType, () => unknown] => [
    `themes/${name}`,
    z.array(themePageSeedSchema),
    () => [read(`data/themes/${name}`)],
  ]),
];

const filter = process.argv[2] ?? '';
let failed = false;
for (const [name, schema, load] of checks) {
  if (!name.includes(filter)) continue;
  if (!name.startsWith('themes/') && !existsSync(`data/${name}`)) {
    console.log(`-  ${name}: not written yet`);
    continue;
  }
  const result = schema.safeParse(load());
  if (!result.success) {
    failed = true;
    console.log(`✗ ${name}\n${z.prettifyError(result.error)}`);
    continue;
  }
  const records = result.data as { id?: number; attractionIds?: number[]; related?: Record<string, number[]> }[];
  const ids = records.map((r) => r.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) {
    failed = true;
    console.log(`✗ ${name}: duplicate ids`);
  }
  for (const record of records) {
    const refs: [string, number[]][] = [
      ['attractions', record.attractionIds ?? []],
      ...Object.entries(record.related ?? {}),
    ];
    for (const [kind, list] of refs) {
      const pool = known[kind];
      const missing = pool ? list.filter((id) => !pool.has(id)) : [];
      if (missing.length) {
        failed = true;
        console.log(
          `✗ ${name} #${record.id ?? JSON.stringify(record).slice(0, 40)}: unknown ${kind} ${missing.join(', ')}`,
        );
      }
    }
  }
  console.log(`✓ ${name}: ${records.length} records`);
}
process.exit(failed ? 1 : 0);
