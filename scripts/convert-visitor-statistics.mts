/**
 * `npx tsx scripts/convert-visitor-statistics.mts`: data/visitor-statistics/source.csv (an extract
 * of the Tourism Administration's monthly visitors dataset, values unchanged; see its README) →
 * data/visitor-statistics.json, the embedded backend's seed. Values are copied exactly (a test
 * re-reads the CSV and compares); the script adds only each spot's id and names in the site's
 * three languages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseMonthlyCsv, sumOfMonths } from '../lib/domain/statistics/monthly-csv';

/** The dataset's spots: the area's four first (partOfArea), then the neighbours given for context. */
const spots = [
  { csv: '獅頭山風景區', id: 'lion', areaId: 51, en: "Lion's Head Mountain Scenic Area", ja: '獅頭山風景区' },
  { csv: '梨山遊憩區', id: 'lishan', areaId: 52, en: 'Lishan Recreation Area', ja: '梨山遊憩区' },
  { csv: '谷關遊憩區', id: 'guguan', areaId: 52, en: 'Guguan Recreation Area', ja: '谷関遊憩区' },
  { csv: '八卦山風景區', id: 'bagua', areaId: 53, en: 'Baguashan Scenic Area', ja: '八卦山風景区' },
  { csv: '福壽山農場', id: 'fushoushan', en: 'Fushoushan Farm', ja: '福寿山農場' },
  { csv: '武陵農場', id: 'wuling-farm', en: 'Wuling Farm', ja: '武陵農場' },
  {
    csv: '武陵遊客中心',
    id: 'wuling-visitor-center',
    en: 'Shei-Pa National Park: Wuling Visitor Center',
    ja: '雪覇国家公園 武陵ビジターセンター',
    zh: '雪霸國家公園武陵遊客中心',
  },
  { csv: '北埔遊憩區', id: 'beipu', en: 'Beipu Recreation Area', ja: '北埔遊憩区' },
  {
    csv: '八仙山國家森林遊樂區',
    id: 'baxianshan',
    en: 'Baxianshan National Forest Recreation Area',
    ja: '八仙山国家森林遊楽区',
  },
  {
    csv: '大雪山國家森林遊樂區',
    id: 'dasyueshan',
    en: 'Dasyueshan National Forest Recreation Area',
    ja: '大雪山国家森林遊楽区',
  },
  { csv: '東勢林場遊樂區', id: 'dongshih', en: 'Dongshih Forest Garden', ja: '東勢林場遊楽区' },
] as const;

const rows = parseMonthlyCsv(readFileSync('data/visitor-statistics/source.csv', 'utf8'));
for (const row of rows)
  if (sumOfMonths(row.months) !== row.total) throw new Error(`${row.year} ${row.spot}: months do not add up to 合計`);

const output = {
  source: {
    dataset: '歷年國內主要觀光遊憩據點遊客人數月別統計',
    publisher: '交通部觀光署',
    url: 'https://media.taiwan.net.tw/od/01_PRD/歷年國內主要觀光遊憩據點遊客人數月別統計.csv',
    extract: 'data/visitor-statistics/source.csv',
  },
  spots: spots.map((spot) => {
    const sample = rows.find((row) => row.spot === spot.csv);
    if (!sample) throw new Error(`no row for ${spot.csv}`);
    return {
      id: spot.id,
      ...('areaId' in spot ? { areaId: spot.areaId } : {}),
      partOfArea: sample.scenicArea === '參山國家風景區',
      i18n: { 'zh-tw': { name: 'zh' in spot ? spot.zh : spot.csv }, en: { name: spot.en }, ja: { name: spot.ja } },
    };
  }),
  rows: rows.map((row) => {
    const spot = spots.find((candidate) => candidate.csv === row.spot);
    if (!spot) throw new Error(`unknown spot ${row.spot}`);
    return { year: row.year, spot: spot.id, months: row.months, total: row.total };
  }),
};
writeFileSync('data/visitor-statistics.json', `${JSON.stringify(output, null, 2)}\n`);
console.log(`${output.rows.length} rows, ${output.spots.length} spots → data/visitor-statistics.json`);
