/**
 * English names of the MOENV air-quality stations the area's postal codes use (zip-table.ts),
 * as MOENV's own station list spells them (its `siteengname`). The AQI feed itself names stations
 * in Chinese only; a station missing here is shown in Chinese, marked as such.
 */
const englishNames: Readonly<Record<string, string>> = {
  竹東: 'Zhudong',
  頭份: 'Toufen',
  苗栗: 'Miaoli',
  大里: 'Dali',
  豐原: 'Fengyuan',
  彰化: 'Changhua',
  '彰化(員林)': 'Changhua (Yuanlin)',
  南投: 'Nantou',
  竹山: 'Zhushan',
};

/** The station's English name, or undefined when MOENV's list gives none we know. */
export function aqiStationEnglishName(siteName: string): string | undefined {
  return Object.hasOwn(englishNames, siteName) ? englishNames[siteName] : undefined;
}
