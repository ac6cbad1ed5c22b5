import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pointInPolygon } from '@/lib/backend/geo/point-in-polygon';
import { embeddedGeocoder } from '@/lib/backend/geo/maps-service';
import { findTownship } from '@/lib/backend/geo/township-geocoder';
import { geocodeAnswerSchema } from '@/lib/schemas/live/geocode';
import { callBackend } from '../../support/backend';
import { resetLiveState, useEnv } from './support';

describe('embedded reverse geocoder (MOI township boundaries)', () => {
  test('Lishan visitor centre is in 臺中市和平區 424', () => {
    expect(findTownship({ lat: 24.255, lng: 121.2512 })).toMatchObject({
      zipcode: '424',
      county: '臺中市',
      town: '和平區',
      townCode: '66000290',
    });
  });

  test('Guguan, Nanzhuang, Baguashan, Emei Lake and Songboling land in their townships', () => {
    expect(findTownship({ lat: 24.203333, lng: 121.006775 })?.zipcode).toBe('424');
    expect(findTownship({ lat: 24.598316, lng: 121.000069 })).toMatchObject({ zipcode: '353', town: '南庄鄉' });
    expect(findTownship({ lat: 24.07851, lng: 120.555763 })).toMatchObject({
      zipcode: '500',
      county: '彰化縣',
      town: '彰化市',
    });
    expect(findTownship({ lat: 24.67986, lng: 120.985292 })).toMatchObject({ zipcode: '315', town: '峨眉鄉' });
    expect(findTownship({ lat: 23.84717, lng: 120.627627 })).toMatchObject({ zipcode: '551', town: '名間鄉' });
  });

  test('Taipei, the Taiwan Strait and the Pacific are outside', async () => {
    for (const point of [
      { lat: 25.04, lng: 121.56 },
      { lat: 24.3, lng: 120.2 },
      { lat: 24.2, lng: 122.2 },
      { lat: 23.02, lng: 121.32 },
    ]) {
      expect(findTownship(point), JSON.stringify(point)).toBeUndefined();
      expect(await embeddedGeocoder.reverse(point)).toEqual({ status: 'outside', source: 'embedded' });
    }
  });

  test('the polygon test honours holes', () => {
    const square = (size: number, offset = 0) => [
      [offset, offset],
      [size, offset],
      [size, size],
      [offset, size],
      [offset, offset],
    ];
    const withHole = [square(10), square(6, 4)];
    expect(pointInPolygon(2, 2, withHole)).toBe(true);
    expect(pointInPolygon(5, 5, withHole)).toBe(false);
    expect(pointInPolygon(11, 5, withHole)).toBe(false);
  });
});

describe('GET geocode', () => {
  test('answers the postal code, county and township, named in the language', async () => {
    const en = geocodeAnswerSchema.parse((await callBackend('en/geocode?lat=24.255&lng=121.2512')).body);
    expect(en.data).toEqual({
      status: 'found',
      zipcode: '424',
      county: '臺中市',
      town: '和平區',
      name: 'Heping District',
      inArea: true,
      source: 'embedded',
    });
    const outsideArea = geocodeAnswerSchema.parse((await callBackend('en/geocode?lat=24.8387&lng=121.0177')).body);
    expect(outsideArea.data).toMatchObject({ status: 'found', zipcode: '302', inArea: false, name: 'Zhubei City' });
    const taipei = geocodeAnswerSchema.parse((await callBackend('ja/geocode?lat=25.04&lng=121.56')).body);
    expect(taipei.data).toEqual({ status: 'outside', zipcode: null, inArea: false, source: 'embedded' });
  });

  test('bad coordinates are 400, never 500', async () => {
    for (const query of [
      '',
      'lat=24',
      'lat=abc&lng=121',
      'lat=24&lng=200',
      'lat=-91&lng=0',
      'lat=1e3&lng=1',
      'lat=%00&lng=1',
    ]) {
      expect((await callBackend(`en/geocode?${query}`)).status, query).toBe(400);
    }
  });
});

describe('a configured maps service (MAPS_GEOCODER_URL)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  resetLiveState();

  test('is asked instead of the embedded geocoder, and null means outside', async () => {
    useEnv({ MAPS_GEOCODER_URL: 'https://maps.test/reverse?lat={lat}&lng={lng}' });
    server.use(
      http.get('https://maps.test/reverse', ({ request }) => {
        const lat = new URL(request.url).searchParams.get('lat');
        return HttpResponse.json(
          lat === '24.255' ? { zipcode: '42441', county: '臺中市', town: '和平區' } : { zipcode: null },
        );
      }),
    );
    const found = geocodeAnswerSchema.parse((await callBackend('zh-tw/geocode?lat=24.255&lng=121.2512')).body);
    expect(found.data).toMatchObject({ zipcode: '424', source: 'maps-service', name: '和平區', inArea: true });
    const outside = geocodeAnswerSchema.parse((await callBackend('zh-tw/geocode?lat=25.04&lng=121.56')).body);
    expect(outside.data).toEqual({ status: 'outside', zipcode: null, inArea: false, source: 'maps-service' });
  });

  test('a failing maps service is a 502', async () => {
    useEnv({ MAPS_GEOCODER_URL: 'https://maps.test/reverse?lat={lat}&lng={lng}' });
    server.use(http.get('https://maps.test/reverse', () => new HttpResponse('oops', { status: 500 })));
    expect((await callBackend('zh-tw/geocode?lat=24.255&lng=121.2512')).status).toBe(502);
  });
});
