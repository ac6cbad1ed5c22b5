/**
 * The scenic area's postal codes (spec section 3: "Zip-code table: 16 postal codes mapped to
 * district and county").
 *
 * Why 19 and not 16: the spec's count comes from the old site, whose list we cannot see. The
 * verified postal codes of the townships the three areas cover (../shared/data-sources,
 * trimt_facts_curated.json `postal_codes`, checked against PTX ZipCode fields and the Chunghwa
 * Post list) are these 19, and the site's district taxonomy (data/taxonomy.json) already lists the
 * same 19. Leaving out the three whose membership is not verified (獅潭 354, 草屯 542, 霧峰 413)
 * would give exactly 16 — very likely the old list — but 霧峰's tourism corridor was placed under
 * the office in 2024 (the office itself sits in 霧峰), and sending a visitor standing there to
 * "not in the scenic area" is the worse error. `verifiedInArea` keeps the distinction for anyone
 * who needs the strict 16.
 *
 * townCode is the Ministry of the Interior TOWNCODE, which is also CWA's township `Geocode`, so
 * a forecast attaches to exactly the township the reverse geocoder returns. aqiSite is the
 * nearest MOENV station (upstream/README.md §2; 和平區 has none nearby: 豐原 is the one on the
 * road in, 40 km). countyCode + "000" is CWA's county Geocode.
 */
export type ZipInfo = {
  zipcode: string;
  /** County id of the site's taxonomy (data/taxonomy.json). */
  countyId: 1 | 2 | 3 | 4 | 5;
  county: string;
  district: string;
  townCode: string;
  countyCode: string;
  aqiSite: string;
  verifiedInArea: boolean;
};

type Row = [
  zipcode: string,
  countyId: ZipInfo['countyId'],
  district: string,
  townCode: string,
  aqiSite: string,
  verifiedInArea?: false,
];

const counties: Record<ZipInfo['countyId'], { name: string; code: string }> = {
  1: { name: '新竹縣', code: '10004' },
  2: { name: '苗栗縣', code: '10005' },
  3: { name: '臺中市', code: '66000' },
  4: { name: '彰化縣', code: '10007' },
  5: { name: '南投縣', code: '10008' },
};

const rows: Row[] = [
  ['310', 1, '竹東鎮', '10004020', '竹東'],
  ['314', 1, '北埔鄉', '10004090', '竹東'],
  ['315', 1, '峨眉鄉', '10004110', '竹東'],
  ['352', 2, '三灣鄉', '10005160', '頭份'],
  ['353', 2, '南庄鄉', '10005110', '頭份'],
  ['354', 2, '獅潭鄉', '10005170', '苗栗', false],
  ['413', 3, '霧峰區', '66000260', '大里', false],
  ['424', 3, '和平區', '66000290', '豐原'],
  ['500', 4, '彰化市', '10007010', '彰化'],
  ['502', 4, '芬園鄉', '10007090', '彰化(員林)'],
  ['503', 4, '花壇鄉', '10007080', '彰化'],
  ['510', 4, '員林市', '10007100', '彰化(員林)'],
  ['511', 4, '社頭鄉', '10007170', '南投'],
  ['515', 4, '大村鄉', '10007130', '彰化(員林)'],
  ['520', 4, '田中鎮', '10007120', '南投'],
  ['530', 4, '二水鄉', '10007180', '竹山'],
  ['540', 5, '南投市', '10008010', '南投'],
  ['542', 5, '草屯鎮', '10008030', '南投', false],
  ['551', 5, '名間鄉', '10008060', '南投'],
];

export const zipTable: readonly ZipInfo[] = rows.map(([zipcode, countyId, district, townCode, aqiSite, verified]) => ({
  zipcode,
  countyId,
  county: counties[countyId].name,
  district,
  townCode,
  countyCode: counties[countyId].code,
  aqiSite,
  verifiedInArea: verified ?? true,
}));

const byZip = new Map(zipTable.map((info) => [info.zipcode, info]));

export function isSupportedZip(zipcode: string | null | undefined): boolean {
  return typeof zipcode === 'string' && byZip.has(zipcode);
}

export function zipInfo(zipcode: string | null | undefined): ZipInfo | undefined {
  return typeof zipcode === 'string' ? byZip.get(zipcode) : undefined;
}

/** The township of a MOI TOWNCODE (= CWA Geocode), e.g. when a forecast names only its geocode. */
export function zipInfoByTownCode(townCode: string): ZipInfo | undefined {
  return zipTable.find((info) => info.townCode === townCode);
}
