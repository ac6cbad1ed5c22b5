import { describe, expect, test } from 'vitest';
import { aqiAnswerSchema } from '@/lib/schemas/live/aqi';
import { parkingAnswerSchema, parkingPoisAnswerSchema, parkingTokenAnswerSchema } from '@/lib/schemas/live/parking';
import { callBackend } from '../../support/backend';
import { resetLiveState } from './support';

resetLiveState();

const lishan = 'lat=24.255&lng=121.2512';

/**
 * The API has no zh-cn: a simplified-Chinese page's browser asks zh-tw with siteLocale=zh-cn and
 * gets the answer's text converted, marked as such (lib/backend/handlers/live/site-locale.ts).
 */
describe('live answers for simplified-Chinese pages', () => {
  test('aqi: zh-cn gets the station and county in simplified characters, zh-tw keeps them Traditional', async () => {
    const simplified = aqiAnswerSchema.parse((await callBackend('zh-tw/aqi?siteName=424&siteLocale=zh-cn')).body);
    expect(simplified).toMatchObject({ siteLocale: 'zh-cn', sample: true, recordedAt: '2023-02-07' });
    expect(simplified.data).toMatchObject({ siteName: '丰原', county: '台中市', level: expect.any(Number) });
    expect(simplified.attribution).toContain('数据来源：环境部');

    const traditional = aqiAnswerSchema.parse((await callBackend('zh-tw/aqi?siteName=424')).body);
    expect(traditional.siteLocale).toBeUndefined();
    expect(traditional.data).toMatchObject({ siteName: '豐原', county: '臺中市' });
    // Only the text differs: numbers, times and message keys are the same answer.
    const { aqi, level, messageKey, pm25, publishTime, lat, lng } = traditional.data;
    expect(simplified.data).toMatchObject({ aqi, level, messageKey, pm25, publishTime, lat, lng });
    expect(simplified.data.pollutant).toBe('细悬浮微粒');
  });

  test('smart-parking: zh-cn gets simplified car-park names, zh-tw Traditional ones', async () => {
    const simplified = parkingAnswerSchema.parse(
      (await callBackend(`zh-tw/smart-parking?${lishan}&siteLocale=zh-cn`)).body,
    );
    expect(simplified.siteLocale).toBe('zh-cn');
    expect(simplified.data.map((park) => park.name)).toEqual(['梨山游客中心停车场']);
    const traditional = parkingAnswerSchema.parse((await callBackend(`zh-tw/smart-parking?${lishan}`)).body);
    expect(traditional.siteLocale).toBeUndefined();
    expect(traditional.data.map((park) => park.name)).toEqual(['梨山遊客中心停車場']);
  });

  test('the parking-service stand-in converts for zh-cn too, and only when asked', async () => {
    const token = parkingTokenAnswerSchema.parse((await callBackend('parking-magi')).body).data.access_token;
    const post = (path: string) =>
      callBackend(path, {
        method: 'POST',
        body: 'circle[lat]=24.255&circle[lng]=121.2512&circle[radius]=1000&limit=30',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Bearer ${token}`,
          'X-Client-Id': 'trimt-web',
        },
      });
    const simplified = parkingPoisAnswerSchema.parse((await post('parking-service/pois?siteLocale=zh-cn')).body);
    expect(simplified.data.map((park) => park.name)).toEqual(['梨山游客中心停车场']);
    expect(simplified.siteLocale).toBe('zh-cn');
    const traditional = parkingPoisAnswerSchema.parse((await post('parking-service/pois')).body);
    expect(traditional.data.map((park) => park.name)).toEqual(['梨山遊客中心停車場']);
    expect(traditional.siteLocale).toBeUndefined();
  });

  test('English and Japanese answers are left alone; an unknown site language is a 400 naming the parameter', async () => {
    const english = aqiAnswerSchema.parse((await callBackend('en/aqi?siteName=424&siteLocale=zh-cn')).body);
    expect(english.siteLocale).toBeUndefined();
    expect(english.data.siteName).toBe('豐原');
    const refused = await callBackend('zh-tw/aqi?siteName=424&siteLocale=zh-hans');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { siteLocale: expect.any(String) } });
  });
});

describe('car-park names in the page language', () => {
  test('English where the service gives one (TDX `En`), the Chinese name otherwise', async () => {
    const english = parkingAnswerSchema.parse((await callBackend(`en/smart-parking?${lishan}`)).body);
    expect(english.data.map((park) => park.name)).toEqual(['Lishan Visitor Center Parking Lot']);
    // TDX has no Japanese names: the Chinese one, which the page marks as such.
    const japanese = parkingAnswerSchema.parse((await callBackend(`ja/smart-parking?${lishan}`)).body);
    expect(japanese.data.map((park) => park.name)).toEqual(['梨山遊客中心停車場']);
  });
});
