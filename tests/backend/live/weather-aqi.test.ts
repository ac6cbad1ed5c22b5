import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCwaForecast } from '@/lib/backend/connectors/cwa/parse';
import { toForecast } from '@/lib/backend/connectors/cwa/forecast';
import { datasetId } from '@/lib/backend/connectors/cwa/weather-connector';
import { parseAqiResponse } from '@/lib/backend/connectors/moenv/aqi-connector';
import { aqiAnswerSchema } from '@/lib/schemas/live/aqi';
import { uvAnswerSchema, weatherAnswerSchema } from '@/lib/schemas/live/weather';
import { callBackend } from '../../support/backend';
import { fixture, resetLiveState, useEnv } from './support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
resetLiveState();

describe('CWA forecast parser: both shapes', () => {
  test('the new shape (2025, PascalCase, Chinese element names) gives 14 twelve-hour periods per county', () => {
    const locations = parseCwaForecast(fixture('cwa-F-D0047-091-2025-03-09.json'));
    expect(locations.map((location) => location.geocode)).toEqual([
      '10004000',
      '10005000',
      '10007000',
      '10008000',
      '66000000',
    ]);
    const forecast = toForecast(locations[1]!);
    expect(forecast.intervalHours).toBe(12);
    expect(forecast.periods).toHaveLength(14);
    expect(forecast.periods[0]).toMatchObject({
      start: '2025-03-09T12:00:00+08:00',
      end: '2025-03-09T18:00:00+08:00',
      weatherCode: expect.any(String),
      pop: expect.any(Number),
    });
    expect(forecast.periods.filter((period) => period.uvIndex !== null).length).toBeGreaterThanOrEqual(6);
  });

  test('the old shape (2021, lowerCamel, element codes) gives the same kind of periods, with ISO times', () => {
    const forecast = toForecast(parseCwaForecast(fixture('cwa-F-D0047-091-2021-12-12-oldshape.json'))[0]!);
    expect(forecast.location).toEqual({ name: '新竹縣', geocode: '10004000' });
    expect(forecast.periods[0]).toMatchObject({
      start: '2021-12-12T12:00:00+08:00',
      weather: '多雲',
      weatherCode: '04',
      pop: 20,
      uvIndex: 4,
      uvLevel: 2,
    });
    expect(forecast.periods[0]!.minTemperature).toBeLessThanOrEqual(forecast.periods[0]!.maxTemperature!);
  });

  test('the 3-day township shape takes min and max from the hourly temperatures', () => {
    const forecast = toForecast(parseCwaForecast(fixture('cwa-F-D0047-061-2025-11-19-township3h.json'))[0]!);
    expect(forecast.intervalHours).toBe(3);
    expect(forecast.periods).toHaveLength(32);
    expect(forecast.periods[1]).toMatchObject({ weather: '短暫雨', minTemperature: 16, maxTemperature: 17, pop: 30 });
  });

  test('refuses a body in neither shape', () => {
    expect(() => parseCwaForecast({ records: { foo: [] } })).toThrow(/known shape/);
  });

  test('dataset ids follow the county table (3-day, and 1-week = id + 2)', () => {
    expect(datasetId('66000', true)).toBe('F-D0047-073');
    expect(datasetId('10005', false)).toBe('F-D0047-015');
  });
});

describe('GET weather-forecast', () => {
  test('without a key serves the recorded county forecast, marked sample with its date', async () => {
    const result = await callBackend('en/weather-forecast?zipcode=424&threehour=true&forecast=true');
    expect(result.status).toBe(200);
    const body = weatherAnswerSchema.parse(result.body);
    expect(body).toMatchObject({ sample: true, recordedAt: '2025-03-09' });
    expect(body.data).toMatchObject({
      zipcode: '424',
      county: '臺中市',
      district: '和平區',
      scope: 'county',
      location: { geocode: '66000000' },
    });
    expect(body.data.periods.length).toBe(14);
  });

  test('with a key asks CWA for the 3-day set of the county, picks the township by its code and keeps the answer an hour', async () => {
    useEnv({ CWA_API_KEY: 'CWA-SECRET-KEY', CWA_API_ORIGIN: 'https://cwa.test' });
    const township = fixture('cwa-F-D0047-061-2025-11-19-township3h.json') as {
      records: { Locations: { Location: { Geocode: string; LocationName: string }[] }[] };
    };
    // The Taipei recording, renamed to 和平區: the real 3-day township shape of the same dataset family.
    township.records.Locations[0]!.Location[0]!.Geocode = '66000290';
    township.records.Locations[0]!.Location[0]!.LocationName = '和平區';
    const calls: URL[] = [];
    server.use(
      http.get('https://cwa.test/api/v1/rest/datastore/:id', ({ request }) => {
        calls.push(new URL(request.url));
        return HttpResponse.json(township);
      }),
    );
    const first = weatherAnswerSchema.parse(
      (await callBackend('zh-tw/weather-forecast?zipcode=424&threehour=true')).body,
    );
    await callBackend('ja/weather-forecast?zipcode=424&threehour=true');
    expect(first).toMatchObject({
      sample: false,
      recordedAt: null,
      data: { scope: 'township', intervalHours: 3, location: { geocode: '66000290' } },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/api/v1/rest/datastore/F-D0047-073');
    expect(calls[0]!.searchParams.get('Authorization')).toBe('CWA-SECRET-KEY');
    expect(JSON.stringify(first)).not.toContain('CWA-SECRET-KEY');
  });

  test('a failing CWA gives a 500-free error answer without the key in it', async () => {
    useEnv({ CWA_API_KEY: 'CWA-SECRET-KEY', CWA_API_ORIGIN: 'https://cwa.test' });
    server.use(
      http.get('https://cwa.test/api/v1/rest/datastore/:id', () =>
        HttpResponse.json({ success: 'false' }, { status: 401 }),
      ),
    );
    const result = await callBackend('en/weather-forecast?zipcode=353');
    expect(result.status).toBe(502);
    expect(JSON.stringify(result.body)).not.toContain('CWA-SECRET-KEY');
  });

  test('bad input is a 400 naming the parameter', async () => {
    for (const query of [
      '',
      'zipcode=abc',
      'zipcode=100',
      'zipcode=424&threehour=maybe',
      'zipcode=424&forecast=false',
    ]) {
      const result = await callBackend(`en/weather-forecast?${query}`);
      expect(result.status, query).toBe(400);
    }
  });
});

describe('GET uv', () => {
  test('gives the level of the next daytime UV forecast for a county, township or postal code', async () => {
    for (const siteName of ['苗栗縣', '南庄鄉', '353']) {
      const body = uvAnswerSchema.parse((await callBackend(`en/uv?siteName=${encodeURIComponent(siteName)}`)).body);
      expect(body.sample).toBe(true);
      expect(body.data.level).toBeGreaterThanOrEqual(1);
      expect(body.data.messageKey).toMatch(/^uv\./);
      expect(body.data.location.geocode).toBe('10005000');
    }
    const taichung = uvAnswerSchema.parse((await callBackend(`en/uv?siteName=${encodeURIComponent('台中市')}`)).body);
    expect(taichung.data.location.geocode).toBe('66000000');
  });

  test('an unknown site is 404, a missing one 400', async () => {
    expect((await callBackend(`en/uv?siteName=${encodeURIComponent('臺北市')}`)).status).toBe(404);
    expect((await callBackend('en/uv')).status).toBe(400);
    expect((await callBackend('en/uv?siteName=%00x')).status).toBe(400);
  });
});

describe('GET aqi', () => {
  test('gives the status text and level of a station from the recording', async () => {
    const body = aqiAnswerSchema.parse((await callBackend(`zh-tw/aqi?siteName=${encodeURIComponent('竹東')}`)).body);
    expect(body).toMatchObject({ sample: true, recordedAt: '2023-02-07' });
    expect(body.data).toMatchObject({
      siteName: '竹東',
      status: '普通',
      aqi: 61,
      level: 2,
      messageKey: 'aqi.normal',
      publishTime: '2023-02-07T18:00:00+08:00',
    });
  });

  test('a postal code of the area stands for its nearest station', async () => {
    const body = aqiAnswerSchema.parse((await callBackend('en/aqi?siteName=424')).body);
    expect(body.data.siteName).toBe('豐原');
  });

  test('accepts the real service with its key, both wrappers, and never passes the echoed key on', async () => {
    useEnv({ MOENV_API_KEY: 'MOENV-SECRET', MOENV_API_ORIGIN: 'https://moenv.test' });
    const recorded = fixture('moenv-aqx_p_432-2023-02-07.json') as {
      __extras: { api_key: string };
      records: { sitename: string; status: string; aqi: string }[];
    };
    recorded.__extras.api_key = 'MOENV-SECRET';
    recorded.records[0]!.status = '對敏感族群不健康';
    recorded.records[0]!.aqi = '120';
    let asked: URL | undefined;
    server.use(
      http.get('https://moenv.test/api/v2/aqx_p_432', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(recorded);
      }),
    );
    const result = await callBackend(`en/aqi?siteName=${encodeURIComponent('湖口')}`);
    expect(asked?.searchParams.get('api_key')).toBe('MOENV-SECRET');
    expect(aqiAnswerSchema.parse(result.body)).toMatchObject({ sample: false, data: { level: 3, aqi: 120 } });
    expect(JSON.stringify(result.body)).not.toContain('MOENV-SECRET');
    expect(parseAqiResponse(recorded.records)).toHaveLength(19);
    expect(JSON.stringify(parseAqiResponse(recorded))).not.toContain('MOENV-SECRET');
  });

  test('an unknown station is 404, a missing name 400', async () => {
    expect((await callBackend(`en/aqi?siteName=${encodeURIComponent('臺東')}`)).status).toBe(404);
    expect((await callBackend('en/aqi?siteName=')).status).toBe(400);
  });
});
