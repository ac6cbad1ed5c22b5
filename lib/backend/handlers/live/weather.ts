import 'server-only';
import { zipInfo, zipTable } from '@/lib/domain/live/zip-table';
import { currentWeatherConnector, type ForecastTarget } from '../../connectors/cwa/weather-connector';
import { ApiHttpError, type EndpointRequest } from '../../http';
import { flag, requireAreaZip, requireText } from './query';
import { fromUpstream } from './upstream';

/**
 * GET /_api/{lang}/weather-forecast?zipcode=424[&threehour=true][&forecast=true]
 * → { data: { zipcode, county, district, scope, location: {name, geocode}, intervalHours, periods: ForecastPeriod[] }, sample, recordedAt, attribution }
 * threehour=true asks for the 3-day 3-hourly township set, else the 1-week 12-hourly one.
 * Weather words stay in Chinese as CWA publishes them (CWA has no English township forecast);
 * the page shows the numbers and a localized label from weatherCode.
 */
export async function weatherForecastHandler({ query }: EndpointRequest) {
  const zipcode = requireAreaZip(query);
  const threeHour = flag(query, 'threehour', false);
  if (!flag(query, 'forecast', true)) throw new ApiHttpError(400, 'Only forecasts are served: forecast must be true.');
  const zip = zipInfo(zipcode)!;
  const { forecast, scope, provenance } = await fromUpstream('weather', () =>
    currentWeatherConnector().forecast({ kind: 'township', zip }, { threeHour }),
  );
  return { data: { zipcode, county: zip.county, district: zip.district, scope, ...forecast }, ...provenance };
}

/**
 * GET /_api/{lang}/uv?siteName=… → { data: { siteName, level, index, messageKey, start, end, location }, sample, recordedAt, attribution }
 * siteName is a CWA forecast location: a county (苗栗縣, 臺中市 or 台中市), one of the area's
 * townships (南庄鄉) or its postal code (353). The value is the next daytime UV index forecast
 * (CWA's 紫外線指數 element; no station recording exists, upstream/README.md "UV index").
 * level is null when the forecast has no UV value.
 */
export async function uvHandler({ query }: EndpointRequest) {
  const siteName = requireText(query, 'siteName');
  const target = uvTarget(siteName);
  if (!target) throw new ApiHttpError(404, `No UV forecast location named ${siteName}.`);
  const { forecast, provenance } = await fromUpstream('UV', () =>
    currentWeatherConnector().forecast(target, { threeHour: false }),
  );
  const period = forecast.periods.find((entry) => entry.uvIndex !== null);
  const level = period?.uvLevel ?? null;
  return {
    data: {
      siteName,
      level,
      index: period?.uvIndex ?? null,
      messageKey: level ? uvMessageKeys[level] : null,
      start: period?.start ?? null,
      end: period?.end ?? null,
      location: forecast.location,
    },
    ...provenance,
  };
}

const uvMessageKeys = { 1: 'uv.low', 2: 'uv.medium', 3: 'uv.high', 4: 'uv.veryHigh', 5: 'uv.danger' } as const;

function uvTarget(siteName: string): ForecastTarget | undefined {
  const name = siteName.replace(/台/g, '臺');
  const township = zipInfo(name) ?? zipTable.find((info) => info.district === name);
  if (township) return { kind: 'township', zip: township };
  const county = zipTable.find((info) => info.county === name);
  return county ? { kind: 'county', countyCode: county.countyCode, county: county.county } : undefined;
}
