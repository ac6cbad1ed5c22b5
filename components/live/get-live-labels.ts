import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { LiveLabels, WeatherCondition } from './labels';

const conditions: WeatherCondition[] = ['clear', 'partlyCloudy', 'cloudy', 'rain', 'thunder', 'fog', 'snow', 'unknown'];
const levelKeys = {
  uv: ['low', 'medium', 'high', 'veryHigh', 'danger'],
  aqi: ['good', 'normal', 'unhealthyForSensitive', 'unhealthy', 'veryUnhealthy', 'hazardous'],
  parking: ['available', 'busy', 'full', 'unknown'],
} as const;

/** The LiveConditions messages, resolved on the server for the client islands. */
export async function getLiveLabels(): Promise<LiveLabels> {
  const t = await getTranslations('LiveConditions');
  const common = await getTranslations('Common');
  const levels: Record<string, string> = {};
  for (const [group, keys] of Object.entries(levelKeys))
    for (const key of keys) levels[`${group}.${key}`] = t(`${group}.${key}` as 'uv.low');
  return {
    loading: t('loading'),
    noData: common('noData'),
    sampleRecorded: t.raw('sampleRecorded') as string,
    sampleConstructed: t.raw('sampleConstructed') as string,
    updated: t.raw('updated') as string,
    offlineSince: t.raw('offlineSince') as string,
    weatherTitle: t('weatherTitle'),
    temperatureRange: t.raw('temperatureRange') as string,
    rainChance: t.raw('rainChance') as string,
    condition: Object.fromEntries(conditions.map((key) => [key, t(`condition.${key}`)])) as Record<
      WeatherCondition,
      string
    >,
    uvTitle: t('uvTitle'),
    uvIndex: t.raw('uvIndex') as string,
    aqiTitle: t('aqiTitle'),
    aqiValue: t.raw('aqiValue') as string,
    aqiStation: t.raw('aqiStation') as string,
    parkingSpaces: t.raw('parkingSpaces') as string,
    distance: t.raw('distance') as string,
    refreshEvery: t.raw('refreshEvery') as string,
    refreshHourly: t('refreshHourly'),
    refreshPaused: t('refreshPaused'),
    pauseUpdates: t('pauseUpdates'),
    resumeUpdates: t('resumeUpdates'),
    sources: Object.fromEntries(
      ['cwa', 'moenv', 'tdx', 'office'].map((key) => [key, t(`sources.${key}` as 'sources.cwa')]),
    ),
    levels,
  };
}
