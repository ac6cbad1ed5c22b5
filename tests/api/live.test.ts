import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getAqi, getCrowdFlow, getUv, getWeatherForecast } from '@/lib/api/live/conditions';
import { setTransportForTests } from '@/lib/api/client';
import { fetchLive } from '@/lib/api/live/fetch-live';
import { listBusStops, listSmartParking, listToilets, reverseGeocode } from '@/lib/api/live/nearby';
import { findParkingPois, getParkingToken } from '@/lib/api/live/parking-service';
import { livePaths } from '@/lib/api/live/paths';
import { aqiAnswerSchema } from '@/lib/schemas/live/aqi';
import { resetLiveState, useEnv } from '../backend/live/support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
resetLiveState();

const lishan = { lat: 24.255, lng: 121.2512 };

describe('lib/api live modules (in-process)', () => {
  test('weather, UV, AQI and crowd flow come back validated, with the sample marker', async () => {
    const weather = await getWeatherForecast('en', '353', { threeHour: true });
    expect(weather.ok && weather.data.data.district).toBe('南庄鄉');
    expect(weather.ok && weather.data.sample).toBe(true);
    const uv = await getUv('ja', '424');
    expect(uv.ok && uv.data.data.level).toBeGreaterThanOrEqual(1);
    const aqi = await getAqi('zh-tw', '353');
    expect(aqi.ok && aqi.data.data.siteName).toBe('頭份');
    const flow = await getCrowdFlow('en');
    expect(flow.ok && flow.data.centers).toHaveLength(6);
  });

  test('zh-cn reads zh-tw and converts names to simplified characters', async () => {
    const flow = await getCrowdFlow('zh-cn');
    expect(flow.ok && flow.data.centers.find((center) => center.id === 505)?.name).toBe('谷关游客中心暨入关博物馆');
  });

  test('bad input is a failed outcome, not a throw', async () => {
    expect(await getWeatherForecast('en', '100')).toEqual({ ok: false, reason: 'failed' });
    expect(await getAqi('en', 'nowhere')).toEqual({ ok: false, reason: 'not-found' });
  });

  test('nearby lists and the geocoder', async () => {
    const stops = await listBusStops('en', lishan);
    expect(stops.ok && stops.data.data.map((stop) => stop.name)).toEqual(['Lishan']);
    const toilets = await listToilets('en', lishan, 0.2);
    expect(toilets.ok && toilets.data.data).toHaveLength(1);
    const parking = await listSmartParking('en', lishan);
    expect(parking.ok && parking.data.data).toHaveLength(1);
    const all = await listSmartParking('en');
    expect(all.ok && all.data.data).toHaveLength(7);
    const place = await reverseGeocode('en', lishan);
    expect(place.ok && place.data.data).toMatchObject({ zipcode: '424', inArea: true });
  });

  test('calls keyed by a visitor’s position are never kept in the data cache (one entry per point)', async () => {
    const asked: { path: string; cache: string }[] = [];
    setTransportForTests(async ({ path, cache }) => {
      asked.push({ path, cache });
      return { status: 503, body: null };
    });
    try {
      await Promise.all([
        reverseGeocode('en', lishan),
        listBusStops('en', lishan),
        listToilets('en', lishan),
        listSmartParking('en', lishan),
      ]);
    } finally {
      setTransportForTests(undefined);
    }
    expect(asked.map((call) => call.path).sort()).toEqual(['bus-stop', 'geocode', 'smart-parking', 'toilet']);
    for (const call of asked) expect(call.cache, call.path).toBe('no-store');
  });

  test('the parking flow: a parking-magi token, then the stand-in service', async () => {
    const token = await getParkingToken();
    expect(token?.token_type).toBe('Bearer');
    const parks = await findParkingPois(token!, lishan);
    expect(parks.map((park) => park.name)).toEqual(['梨山遊客中心停車場']);
    expect(await findParkingPois({ ...token!, access_token: 'forged' }, lishan)).toEqual([]);
  });

  test('PARKING_SERVICE_ORIGIN sends the circle to a real third-party service with both headers', async () => {
    useEnv({ PARKING_SERVICE_ORIGIN: 'https://parking.test/api', PARKING_SERVICE_CLIENT_ID: 'client-7' });
    let seen: { form: URLSearchParams; auth: string | null; client: string | null } | undefined;
    server.use(
      http.post('https://parking.test/api/pois', async ({ request }) => {
        seen = {
          form: new URLSearchParams(await request.text()),
          auth: request.headers.get('authorization'),
          client: request.headers.get('x-client-id'),
        };
        return HttpResponse.json({
          data: [
            {
              number: 'P1',
              name: 'Lot',
              lat: 24.255,
              lng: 121.25,
              total_car: 10,
              empty_car: 5,
              level: 1,
              updated_at: null,
            },
          ],
        });
      }),
    );
    const parks = await findParkingPois(
      { created_at: 0, expires_in: 60, access_token: 'abc', token_type: 'Bearer' },
      lishan,
      1,
      30,
    );
    expect(parks.map((park) => park.number)).toEqual(['P1']);
    expect(seen?.auth).toBe('Bearer abc');
    expect(seen?.client).toBe('client-7');
    expect(Object.fromEntries(seen!.form)).toEqual({ lat: '24.255', lng: '121.2512', radius: '1000', limit: '30' });
  });
});

describe('browser paths and fetchLive', () => {
  test('paths carry the backend language and the spec query names', () => {
    expect(livePaths.weatherForecast('zh-tw', '424', true)).toBe(
      '/_api/zh-tw/weather-forecast?zipcode=424&threehour=true&forecast=true',
    );
    // zh-cn reads zh-tw and asks the backend to convert the answer's text.
    expect(livePaths.aqi('zh-cn', '424')).toBe('/_api/zh-tw/aqi?siteName=424&siteLocale=zh-cn');
    expect(livePaths.busStops('en', lishan)).toBe('/_api/en/bus-stop?lat=24.255&lng=121.2512');
    expect(livePaths.smartParking('ja')).toBe('/_api/ja/smart-parking');
    expect(livePaths.parkingToken()).toBe('/_api/parking-magi');
  });

  test('fetchLive sends the ajax header, validates, and throws on a failure', async () => {
    server.use(
      http.get('https://site.test/_api/en/aqi', ({ request }) => {
        if (request.headers.get('x-requested-with') !== 'XMLHttpRequest')
          return new HttpResponse(null, { status: 400 });
        return HttpResponse.json({
          data: {
            siteName: '竹東',
            county: '新竹縣',
            status: '普通',
            aqi: 61,
            level: 2,
            messageKey: 'aqi.normal',
            pollutant: null,
            pm25: 20,
            publishTime: null,
            lat: null,
            lng: null,
          },
          sample: true,
          sampleKind: 'recorded',
          recordedAt: '2023-02-07',
          attribution: 'x',
        });
      }),
      http.get('https://site.test/_api/en/uv', () => new HttpResponse(null, { status: 502 })),
    );
    const answer = await fetchLive('https://site.test/_api/en/aqi?siteName=x', aqiAnswerSchema);
    expect(answer.data.level).toBe(2);
    await expect(fetchLive('https://site.test/_api/en/uv', aqiAnswerSchema)).rejects.toThrow(/502/);
  });
});
