import 'server-only';
import { aqiLevelOfIndex, aqiLevelOfStatus, aqiLevels } from '@/lib/domain/live/exposure-levels';
import { zipInfo } from '@/lib/domain/live/zip-table';
import { currentAqiConnector, publishTimeIso } from '../../connectors/moenv/aqi-connector';
import { ApiHttpError, type EndpointRequest } from '../../http';
import { requireText } from './query';
import { fromUpstream } from './upstream';

/**
 * GET /_api/{lang}/aqi?siteName=… → { data: { siteName, county, status, aqi, level, messageKey, pollutant, pm25, publishTime, lat, lng }, sample, recordedAt, attribution }
 * siteName is a MOENV station (竹東, 頭份, 豐原, 彰化(員林), ...) or one of the area's postal codes,
 * which stands for its nearest station (zip table). status is MOENV's own text (spec: "AQI
 * reading: status text"); level 1-6 comes from it, or from the number when the text is unknown.
 */
export async function aqiHandler({ query }: EndpointRequest) {
  const asked = requireText(query, 'siteName');
  const siteName = zipInfo(asked)?.aqiSite ?? asked;
  const { records, provenance } = await fromUpstream('air quality', () => currentAqiConnector().stations());
  const record = records.find((entry) => entry.sitename === siteName);
  if (!record) throw new ApiHttpError(404, `No air quality station named ${siteName}.`);
  const aqi = record.aqi === '' ? null : Number(record.aqi);
  const level = aqiLevelOfStatus(record.status) ?? aqiLevelOfIndex(aqi ?? undefined) ?? null;
  return {
    data: {
      siteName: record.sitename,
      county: record.county,
      status: record.status,
      aqi: aqi !== null && Number.isFinite(aqi) ? aqi : null,
      level,
      messageKey: level ? aqiLevels[level].messageKey : null,
      pollutant: record.pollutant || null,
      pm25: numberOrNull(record['pm2.5']),
      publishTime: publishTimeIso(record.publishtime),
      lat: numberOrNull(record.latitude),
      lng: numberOrNull(record.longitude),
    },
    ...provenance,
  };
}

function numberOrNull(value: string): number | null {
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
