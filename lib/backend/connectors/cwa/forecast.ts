import { uvLevelOfExposureText, uvLevelOfIndex, type UvLevel } from '@/lib/domain/live/exposure-levels';
import type { CwaEntry, CwaLocation, ElementCode } from './parse';

/** One forecast period, as the weather widget shows it. null = the service gave no value. */
export type ForecastPeriod = {
  start: string;
  end: string;
  weather: string | null;
  weatherCode: string | null;
  /** Probability of precipitation, %. */
  pop: number | null;
  temperature: number | null;
  minTemperature: number | null;
  maxTemperature: number | null;
  relativeHumidity: number | null;
  windSpeed: number | null;
  beaufort: number | null;
  windDirection: string | null;
  uvIndex: number | null;
  uvLevel: UvLevel | null;
  description: string | null;
};

export type Forecast = {
  location: { name: string; geocode: string };
  intervalHours: number;
  periods: ForecastPeriod[];
};

/**
 * Periods follow the weather element (天氣現象 / Wx), which always has start and end. Interval
 * elements join by the period that contains the start; point elements (the 3-day sets' hourly
 * 溫度) are gathered inside the period, giving min and max where no MinT/MaxT is published.
 */
export function toForecast(location: CwaLocation): Forecast {
  const base = (location.elements.get('Wx') ?? []).filter(
    (entry): entry is CwaEntry & { start: string; end: string } => !!entry.start && !!entry.end,
  );
  const periods = base.map((wx) => {
    const from = Date.parse(wx.start);
    const to = Date.parse(wx.end);
    const at = (code: ElementCode) => intervalAt(location.elements.get(code), from);
    const points = pointsIn(location.elements.get('T'), from, to);
    const uv = at('UVI');
    const uvIndex = number(uv?.values[0]);
    const temperature = number(at('T')?.values[0]) ?? points[0] ?? null;
    return {
      start: wx.start,
      end: wx.end,
      weather: text(wx.values[0]),
      weatherCode: text(wx.values[1]),
      pop: number(at('PoP')?.values[0]),
      temperature,
      minTemperature: number(at('MinT')?.values[0]) ?? (points.length ? Math.min(...points) : temperature),
      maxTemperature: number(at('MaxT')?.values[0]) ?? (points.length ? Math.max(...points) : temperature),
      relativeHumidity:
        number(at('RH')?.values[0]) ?? number(pointEntriesIn(location.elements.get('RH'), from, to)[0]?.values[0]),
      windSpeed:
        number(at('WS')?.values[0]) ?? number(pointEntriesIn(location.elements.get('WS'), from, to)[0]?.values[0]),
      beaufort:
        number(at('WS')?.values[1]) ?? number(pointEntriesIn(location.elements.get('WS'), from, to)[0]?.values[1]),
      windDirection:
        text(at('WD')?.values[0]) ?? text(pointEntriesIn(location.elements.get('WD'), from, to)[0]?.values[0]),
      uvIndex,
      uvLevel: uvLevelOfExposureText(uv?.values[1]) ?? uvLevelOfIndex(uvIndex ?? undefined) ?? null,
      description: text(at('WeatherDescription')?.values[0]),
    };
  });
  // The first period is often cut short (issued mid-period), so the second one gives the step.
  const typical = periods[1] ?? periods[0];
  const intervalHours = typical ? Math.round((Date.parse(typical.end) - Date.parse(typical.start)) / 3_600_000) : 0;
  return { location: { name: location.name, geocode: location.geocode }, intervalHours, periods };
}

function intervalAt(entries: CwaEntry[] | undefined, time: number): CwaEntry | undefined {
  return entries?.find(
    (entry) => entry.start && entry.end && Date.parse(entry.start) <= time && time < Date.parse(entry.end),
  );
}

function pointEntriesIn(entries: CwaEntry[] | undefined, from: number, to: number): CwaEntry[] {
  return (entries ?? []).filter((entry) => entry.at && Date.parse(entry.at) >= from && Date.parse(entry.at) < to);
}

function pointsIn(entries: CwaEntry[] | undefined, from: number, to: number): number[] {
  return pointEntriesIn(entries, from, to)
    .map((entry) => number(entry.values[0]))
    .filter((value): value is number => value !== null);
}

function number(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim() === '-') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function text(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}
