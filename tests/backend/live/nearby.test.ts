import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { forgetTdxTokenForTests } from '@/lib/backend/connectors/tdx/auth';
import { parseTdxStops } from '@/lib/backend/connectors/tdx/bus-connector';
import { joinCarParks } from '@/lib/backend/connectors/tdx/parking-connector';
import { parseToilets } from '@/lib/backend/connectors/moenv/toilet-connector';
import { attractionStore, attractionTextIn } from '@/lib/backend/content/attractions';
import { crowdFlowAnswerSchema } from '@/lib/schemas/live/crowd-flow';
import { busStopAnswerSchema, toiletAnswerSchema } from '@/lib/schemas/live/nearby';
import { parkingAnswerSchema } from '@/lib/schemas/live/parking';
import { callBackend } from '../../support/backend';
import { fixture, resetLiveState, useEnv } from './support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => forgetTdxTokenForTests());
resetLiveState();

const lishan = 'lat=24.255&lng=121.2512';
const carParkFile = 'tdx_v1_Parking_OffStreet_CarPark_City_YilanCounty_2026-05-03_sample.json';
const availabilityFile = 'tdx_v1_Parking_OffStreet_ParkingAvailability_City_YilanCounty_2026-05-03_sample.json';

describe('TDX parking connector', () => {
  test('joins the recorded Yilan car parks with their availability on CarParkID', () => {
    const parks = joinCarParks('YilanCounty', fixture(carParkFile), fixture(availabilityFile));
    expect(parks).toHaveLength(4);
    expect(parks.find((park) => park.number === 'YilanCounty:3')).toMatchObject({
      total_car: 182,
      empty_car: 145,
      lat: expect.closeTo(24.757, 2),
    });
  });

  test('GET smart-parking without a key lists the area sample with levels, marked as a constructed sample', async () => {
    const body = parkingAnswerSchema.parse((await callBackend('zh-tw/smart-parking')).body);
    expect(body).toMatchObject({ sample: true, sampleKind: 'constructed' });
    expect(body.data.length).toBe(7);
    expect(body.data.find((park) => park.name === '南庄遊客中心停車場')).toMatchObject({
      total_car: 92,
      empty_car: 30,
      level: 2,
    });
    expect(body.data.find((park) => park.name === '猴探井遊憩區停車場')).toMatchObject({
      empty_car: null,
      level: null,
    });
    expect(new Set(body.data.map((park) => park.level))).toEqual(new Set([0, 1, 2, null]));
  });

  test('near a point it keeps car parks within range, nearest first, with distance', async () => {
    const body = parkingAnswerSchema.parse((await callBackend(`en/smart-parking?${lishan}`)).body);
    expect(body.data.map((park) => park.number)).toEqual(['Taichung:TRIMT-04']);
    expect(body.data[0]!.distance).toBeLessThan(0.05);
  });

  test('with TDX credentials it fetches a token once, then every county, and survives counties that fail', async () => {
    useEnv({ TDX_CLIENT_ID: 'tdx-id', TDX_CLIENT_SECRET: 'tdx-secret', TDX_API_ORIGIN: 'https://tdx.test' });
    let tokenCalls = 0;
    const authorizations = new Set<string | null>();
    server.use(
      http.post('https://tdx.test/auth/realms/TDXConnect/protocol/openid-connect/token', async ({ request }) => {
        tokenCalls += 1;
        expect(new URLSearchParams(await request.text()).get('client_secret')).toBe('tdx-secret');
        return HttpResponse.json({ access_token: 'tdx-token', expires_in: 86400, token_type: 'Bearer' });
      }),
      http.get('https://tdx.test/api/basic/v1/Parking/OffStreet/:kind/City/:city', ({ request, params }) => {
        authorizations.add(request.headers.get('authorization'));
        if (params.city !== 'Taichung') return new HttpResponse(null, { status: 404 });
        return HttpResponse.json(
          fixture(params.kind === 'CarPark' ? carParkFile : availabilityFile) as Record<string, unknown>,
        );
      }),
    );
    // The Yilan recording stands in for Taichung's answer: near those car parks all four are found,
    const body = parkingAnswerSchema.parse(
      (await callBackend('en/smart-parking?lat=24.7548&lng=121.7535&range=2')).body,
    );
    expect(body).toMatchObject({ sample: false, sampleKind: null });
    expect(body.data.map((park) => park.number).sort()).toEqual([
      'Taichung:19',
      'Taichung:3',
      'Taichung:7',
      'Taichung:8',
    ]);
    // while the area-wide list leaves them out: they are not inside the scenic area's townships.
    expect(parkingAnswerSchema.parse((await callBackend('en/smart-parking')).body).data).toEqual([]);
    expect(tokenCalls).toBe(1);
    expect([...authorizations]).toEqual(['Bearer tdx-token']);
  });

  test('bad points and ranges are 400', async () => {
    for (const query of [
      'lat=24.2',
      'lat=x&lng=121',
      'lat=95&lng=121',
      `${lishan}&range=0`,
      `${lishan}&range=-1`,
      `${lishan}&range=50`,
      `${lishan}&range=abc`,
    ]) {
      expect((await callBackend(`en/smart-parking?${query}`)).status, query).toBe(400);
    }
  });
});

describe('bus stops', () => {
  test('parses the recorded DisplayStopOfRoute shape as well as the bare Stop array', () => {
    const stops = parseTdxStops(fixture('tdx_v2_Bus_DisplayStopOfRoute_City_Taipei_234_2023-10-18_shape.json'));
    expect(stops.length).toBe(8);
    expect(stops[0]).toMatchObject({
      id: 'TPE33210',
      name: '歡仔園',
      nameEn: 'Huanziyuan',
      lat: 25.0118181,
      lng: 121.4447909,
    });
  });

  test('GET bus-stop gives the stops within 1 km by default, nearest first, in the sample', async () => {
    const body = busStopAnswerSchema.parse((await callBackend(`en/bus-stop?${lishan}`)).body);
    expect(body).toMatchObject({ sample: true, sampleKind: 'constructed' });
    expect(body.data.map((stop) => stop.name)).toEqual(['Lishan']);
    const far = busStopAnswerSchema.parse((await callBackend('zh-tw/bus-stop?lat=24.62&lng=121.01&range=5')).body);
    expect(far.data.map((stop) => stop.name)).toEqual(['獅頭山', '南庄', '獅山']);
    expect(far.data.every((stop, index) => index === 0 || stop.distance >= far.data[index - 1]!.distance)).toBe(true);
  });

  test('with TDX credentials asks TDX for stops near the point in the county and intercity', async () => {
    useEnv({ TDX_CLIENT_ID: 'tdx-id', TDX_CLIENT_SECRET: 'tdx-secret', TDX_API_ORIGIN: 'https://tdx.test' });
    const asked: string[] = [];
    server.use(
      http.post('https://tdx.test/auth/realms/TDXConnect/protocol/openid-connect/token', () =>
        HttpResponse.json({ access_token: 't', expires_in: 3600 }),
      ),
      http.get('https://tdx.test/api/basic/v2/Bus/Stop/*', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname} ${url.searchParams.get('$spatialFilter')}`);
        const stop = {
          StopUID: `X${asked.length}`,
          StopName: { Zh_tw: '梨山' },
          StopPosition: { PositionLat: 24.2552, PositionLon: 121.2513 },
        };
        return HttpResponse.json([stop]);
      }),
    );
    const body = busStopAnswerSchema.parse((await callBackend(`zh-tw/bus-stop?${lishan}&range=0.3`)).body);
    expect(asked.sort()).toEqual([
      '/api/basic/v2/Bus/Stop/City/Taichung nearby(24.255, 121.2512, 300)',
      '/api/basic/v2/Bus/Stop/InterCity nearby(24.255, 121.2512, 300)',
    ]);
    expect(body.data).toHaveLength(2);
    expect(body.sample).toBe(false);
  });

  test('missing lat/lng is 400', async () => {
    expect((await callBackend('en/bus-stop')).status).toBe(400);
    expect((await callBackend('en/bus-stop?lat=24&lng=')).status).toBe(400);
  });
});

describe('public toilets', () => {
  test('merges the per-kind rows of a site and drops positions that are missing', () => {
    const sites = parseToilets([
      {
        number: 'A1',
        name: '公廁',
        address: '',
        latitude: '24.1',
        longitude: '121.1',
        grade: '特優級',
        type2: '男廁所',
        diaper: '0',
      },
      {
        number: 'A2',
        name: '公廁',
        address: '',
        latitude: '24.1',
        longitude: '121.1',
        grade: '特優級',
        type2: '無障礙廁所',
        diaper: '1',
      },
      {
        number: 'B1',
        name: '無座標',
        address: '',
        latitude: '',
        longitude: '',
        grade: '',
        type2: '女廁所',
        diaper: '',
      },
    ]);
    expect(sites).toEqual([
      {
        id: 'A1',
        name: '公廁',
        address: '',
        lat: 24.1,
        lng: 121.1,
        grade: '特優級',
        kinds: ['男廁所', '無障礙廁所'],
        diaper: true,
      },
    ]);
  });

  test('a place the site describes is named from its own content, also when the site adds a second name', () => {
    const nameIn = (name: string, lang: 'en' | 'ja') => attractionTextIn(name, '', lang)?.name;
    expect(nameIn('南庄遊客中心', 'en')).toBe('Nanzhuang Visitor Center');
    expect(nameIn('谷關遊客中心', 'ja')).toBe(
      attractionStore.all().find((seed) => seed.i18n['zh-tw'].name === '谷關遊客中心暨入關博物館')?.i18n.ja.name,
    );
    expect(nameIn('谷關遊客中心', 'ja')).toBeTruthy();
    expect(nameIn('猴探井遊憩區', 'en'), 'a place the site does not describe').toBeUndefined();
    expect(nameIn('南庄', 'en'), 'a name that is only the start of another').toBeUndefined();
  });

  test('its address too, where the service gives the same one as the site; another address stays as given', () => {
    expect(attractionTextIn('獅頭山遊客中心', '新竹縣峨眉鄉七星村六寮60-8號', 'en')).toEqual({
      name: "Lion's Head Mountain Visitor Center",
      address: 'No. 60-8, Liuliao, Qixing Village, Emei Township, Hsinchu County',
    });
    expect(attractionTextIn('獅頭山遊客中心', '新竹縣峨眉鄉七星村六寮1號', 'en')).not.toHaveProperty('address');
  });

  test('GET toilet keeps the 0.5 km default range', async () => {
    const body = toiletAnswerSchema.parse((await callBackend(`ja/toilet?${lishan}`)).body);
    expect(body).toMatchObject({ sample: true, sampleKind: 'constructed', recordedAt: '2026-11-23' });
    // The service names it in Chinese; the site's own visitor centre gives the page's language.
    expect(body.data.map((site) => site.name)).toEqual(['梨山ビジターセンター']);
    expect(body.data[0]!.nameLocalized, 'said, so the page does not mark it as Chinese').toBe(true);
    const english = toiletAnswerSchema.parse((await callBackend(`en/toilet?${lishan}`)).body);
    expect(english.data.map((site) => site.name)).toEqual(['Lishan Visitor Center']);
    expect(english.data[0]).toMatchObject({
      address: 'No. 91-2, Zhongzheng Rd., Lishan Village, Heping District, Taichung City',
      addressLocalized: true,
    });
    const chinese = toiletAnswerSchema.parse((await callBackend(`zh-tw/toilet?${lishan}`)).body);
    expect(chinese.data.map((site) => site.name)).toEqual(['梨山遊客中心']);
    expect(chinese.data[0]!.nameLocalized).toBeUndefined();
    expect(chinese.data[0]!).toMatchObject({ address: '臺中市和平區梨山里中正路91-2號' });
    expect(chinese.data[0]!.addressLocalized).toBeUndefined();
    expect(body.data[0]!.kinds).toEqual(['男廁所', '女廁所', '無障礙廁所']);
    expect(countOf(toiletAnswerSchema.parse((await callBackend('ja/toilet?lat=24.26&lng=121.2512')).body).data)).toBe(
      0,
    );
  });

  test('with a MOENV key asks for the township of the point', async () => {
    useEnv({ MOENV_API_KEY: 'MOENV-SECRET', MOENV_API_ORIGIN: 'https://moenv.test' });
    let filters: string | null = null;
    server.use(
      http.get('https://moenv.test/api/v2/fac_p_07', ({ request }) => {
        filters = new URL(request.url).searchParams.get('filters');
        return HttpResponse.json({
          __extras: { api_key: 'MOENV-SECRET' },
          records: [
            {
              number: 'R1',
              name: '梨山公廁',
              address: '',
              latitude: '24.2551',
              longitude: '121.2513',
              grade: '',
              type2: '女廁所',
              diaper: '',
            },
          ],
        });
      }),
    );
    const result = await callBackend(`en/toilet?${lishan}`);
    expect(filters).toBe('county,EQ,臺中市|city,EQ,和平區');
    expect(toiletAnswerSchema.parse(result.body).data.map((site) => site.id)).toEqual(['R1']);
    expect(JSON.stringify(result.body)).not.toContain('MOENV-SECRET');
  });
});

describe('visitor-centre crowd flow', () => {
  test('answers data, centers with names in the language, and a +08:00 time, marked sample', async () => {
    const body = crowdFlowAnswerSchema.parse((await callBackend('en/visitor-information-center-flow')).body);
    expect(body.sample).toBe(true);
    expect(body.data).toHaveLength(6);
    expect(body.centers.find((center) => center.id === 56)?.name).toBe('Lishan Visitor Center');
    expect(body.date_time).toMatch(/\+08:00$/);
    for (const entry of body.data) expect(body.centers.some((center) => center.id === entry.center_id)).toBe(true);
  });

  test('reads the office feed when CROWD_FLOW_URL is set, and refuses one outside the contract', async () => {
    useEnv({ CROWD_FLOW_URL: 'https://counter.test/flow' });
    server.use(
      http.get('https://counter.test/flow', () =>
        HttpResponse.json({
          data: [{ center_id: 11, total: 5 }],
          centers: [{ id: 11, name: '南庄遊客中心' }],
          date_time: '2026-11-23T09:00:00+08:00',
        }),
      ),
    );
    expect(crowdFlowAnswerSchema.parse((await callBackend('ja/visitor-information-center-flow')).body)).toMatchObject({
      sample: false,
      data: [{ center_id: 11, total: 5 }],
      centers: [{ id: 11, name: '南庄ビジターセンター' }],
    });
  });

  test('a feed outside the contract is a 502, not a 500', async () => {
    useEnv({ CROWD_FLOW_URL: 'https://counter.test/flow' });
    server.use(http.get('https://counter.test/flow', () => HttpResponse.json({ data: 'nope' })));
    expect((await callBackend('en/visitor-information-center-flow')).status).toBe(502);
  });
});

function countOf(list: unknown[]): number {
  return list.length;
}
