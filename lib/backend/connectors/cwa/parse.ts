import { z } from 'zod';

/**
 * CWA township/county forecast (F-D0047-0xx) in either JSON shape the service has used:
 * - old (2021-2022): lowerCamel keys, element codes (Wx, T, MinT, PoP12h, UVI, ...), every part
 *   of a value in its own `elementValue` entry `{value, measures}`, times "YYYY-MM-DD HH:MM:SS";
 * - new (2024-): PascalCase keys, Chinese element names (天氣現象, 溫度, 12小時降雨機率, ...),
 *   one `ElementValue` object with typed keys ({Weather, WeatherCode}), ISO times with +08:00.
 * Both become one neutral form: per location, per element code, entries with ISO times and the
 * value parts in a fixed order. Anything unexpected fails zod here, not in a page.
 */
export type CwaEntry = { start?: string; end?: string; at?: string; values: string[] };
export type CwaLocation = {
  name: string;
  geocode: string;
  lat?: number;
  lng?: number;
  elements: Map<ElementCode, CwaEntry[]>;
};
export type ElementCode =
  'Wx' | 'T' | 'MinT' | 'MaxT' | 'PoP' | 'RH' | 'WS' | 'WD' | 'UVI' | 'AT' | 'WeatherDescription';

/** New-shape element names → code, and the typed value keys in the order the old shape lists them. */
const newElements: Record<string, { code: ElementCode; keys: string[] }> = {
  天氣現象: { code: 'Wx', keys: ['Weather', 'WeatherCode'] },
  溫度: { code: 'T', keys: ['Temperature'] },
  平均溫度: { code: 'T', keys: ['Temperature'] },
  最低溫度: { code: 'MinT', keys: ['MinTemperature'] },
  最高溫度: { code: 'MaxT', keys: ['MaxTemperature'] },
  '3小時降雨機率': { code: 'PoP', keys: ['ProbabilityOfPrecipitation'] },
  '6小時降雨機率': { code: 'PoP', keys: ['ProbabilityOfPrecipitation'] },
  '12小時降雨機率': { code: 'PoP', keys: ['ProbabilityOfPrecipitation'] },
  相對濕度: { code: 'RH', keys: ['RelativeHumidity'] },
  平均相對濕度: { code: 'RH', keys: ['RelativeHumidity'] },
  風速: { code: 'WS', keys: ['WindSpeed', 'BeaufortScale'] },
  風向: { code: 'WD', keys: ['WindDirection'] },
  紫外線指數: { code: 'UVI', keys: ['UVIndex', 'UVExposureLevel'] },
  體感溫度: { code: 'AT', keys: ['ApparentTemperature'] },
  天氣預報綜合描述: { code: 'WeatherDescription', keys: ['WeatherDescription'] },
};

/** Old-shape codes → code. PoP6h is preferred over PoP12h when both exist (finer periods). */
const oldElements: Record<string, ElementCode> = {
  Wx: 'Wx',
  T: 'T',
  MinT: 'MinT',
  MaxT: 'MaxT',
  PoP6h: 'PoP',
  PoP12h: 'PoP',
  PoP3h: 'PoP',
  RH: 'RH',
  WS: 'WS',
  WD: 'WD',
  UVI: 'UVI',
  AT: 'AT',
  WeatherDescription: 'WeatherDescription',
};

const text = z.union([z.string(), z.number()]).transform(String);

const newSchema = z.object({
  records: z.object({
    Locations: z.array(
      z.object({
        Location: z.array(
          z.object({
            LocationName: z.string(),
            Geocode: text,
            Latitude: text.optional(),
            Longitude: text.optional(),
            WeatherElement: z.array(
              z.object({
                ElementName: z.string(),
                Time: z.array(
                  z.object({
                    StartTime: z.string().optional(),
                    EndTime: z.string().optional(),
                    DataTime: z.string().optional(),
                    ElementValue: z.array(z.record(z.string(), text)),
                  }),
                ),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

const oldSchema = z.object({
  records: z.object({
    locations: z.array(
      z.object({
        location: z.array(
          z.object({
            locationName: z.string(),
            geocode: text,
            lat: text.optional(),
            lon: text.optional(),
            weatherElement: z.array(
              z.object({
                elementName: z.string(),
                time: z.array(
                  z.object({
                    startTime: z.string().optional(),
                    endTime: z.string().optional(),
                    dataTime: z.string().optional(),
                    elementValue: z.array(z.object({ value: text })),
                  }),
                ),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

export function parseCwaForecast(body: unknown): CwaLocation[] {
  const fresh = newSchema.safeParse(body);
  if (fresh.success) return fresh.data.records.Locations.flatMap((group) => group.Location.map(fromNew));
  const old = oldSchema.safeParse(body);
  if (old.success) return old.data.records.locations.flatMap((group) => group.location.map(fromOld));
  throw new Error(`Not a CWA forecast in a known shape: ${fresh.error.issues[0]?.path.join('.') ?? ''}`);
}

function fromNew(location: z.infer<typeof newSchema>['records']['Locations'][number]['Location'][number]): CwaLocation {
  const elements = new Map<ElementCode, CwaEntry[]>();
  for (const element of location.WeatherElement) {
    const known = newElements[element.ElementName];
    if (!known || elements.has(known.code)) continue;
    elements.set(
      known.code,
      element.Time.map((time) => ({
        ...times(time.StartTime, time.EndTime, time.DataTime),
        values: known.keys.map((key) => time.ElementValue[0]?.[key] ?? ''),
      })),
    );
  }
  return {
    name: location.LocationName,
    geocode: location.Geocode,
    lat: num(location.Latitude),
    lng: num(location.Longitude),
    elements,
  };
}

function fromOld(location: z.infer<typeof oldSchema>['records']['locations'][number]['location'][number]): CwaLocation {
  const elements = new Map<ElementCode, CwaEntry[]>();
  // PoP6h before PoP12h: the first one seen for a code wins.
  const ordered = [...location.weatherElement].sort(
    (a, b) => Number(b.elementName === 'PoP6h') - Number(a.elementName === 'PoP6h'),
  );
  for (const element of ordered) {
    const code = oldElements[element.elementName];
    if (!code || elements.has(code)) continue;
    elements.set(
      code,
      element.time.map((time) => ({
        ...times(time.startTime, time.endTime, time.dataTime),
        values: time.elementValue.map((part) => part.value),
      })),
    );
  }
  return {
    name: location.locationName,
    geocode: location.geocode,
    lat: num(location.lat),
    lng: num(location.lon),
    elements,
  };
}

function times(start?: string, end?: string, at?: string): Pick<CwaEntry, 'start' | 'end' | 'at'> {
  return {
    ...(start ? { start: toIso(start) } : {}),
    ...(end ? { end: toIso(end) } : {}),
    ...(at ? { at: toIso(at) } : {}),
  };
}

/** "2021-12-12 12:00:00" (Taiwan time, no zone) → "2021-12-12T12:00:00+08:00"; ISO stays as is. */
export function toIso(value: string): string {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return local ? `${local[1]}T${local[2]}+08:00` : value.trim();
}

function num(value: string | undefined): number | undefined {
  const parsed = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
