import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { attractionWireSchema } from '@/lib/schemas/attraction';
import { featuredBannerResponseSchema, featuredBannerSchema } from '@/lib/schemas/banner';
import { apiErrorSchema, envelopeSchema } from '@/lib/schemas/envelope';
import { callBackend } from '../support/backend';

const listEnvelope = envelopeSchema(z.array(attractionWireSchema));

describe('embedded backend: protocol rules', () => {
  test('refuses a request without X-Requested-With: XMLHttpRequest with 400', async () => {
    const result = await callBackend('en/attractions', { ajax: false });
    expect(result.status).toBe(400);
    expect(apiErrorSchema.parse(result.body).message).toMatch(/X-Requested-With/);
  });

  test('answers an unknown endpoint with a JSON 404', async () => {
    const result = await callBackend('en/no-such-endpoint');
    expect(result.status).toBe(404);
    expect(apiErrorSchema.parse(result.body).status).toBe(404);
  });

  test('answers an unsupported language with 404 (zh-cn is not a backend language)', async () => {
    for (const path of ['fr/attractions', 'zh-cn/attractions', 'attractions']) {
      const result = await callBackend(path);
      expect(result.status, path).toBe(404);
    }
  });

  test('answers a known endpoint with the wrong method with 405 and Allow', async () => {
    const result = await callBackend('en/attractions', { method: 'POST' });
    expect(result.status).toBe(405);
    expect(result.headers?.Allow).toBe('GET');
  });
});

describe('embedded backend: attractions', () => {
  test('lists attractions in the spec envelope, in every backend language', async () => {
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const result = await callBackend(`${lang}/attractions`);
      expect(result.status).toBe(200);
      const body = listEnvelope.parse(result.body);
      expect(body.data.length).toBeGreaterThanOrEqual(30);
      expect(body.data.every((item) => item.type === 'attraction')).toBe(true);
      expect(body.area?.map((area) => area.id)).toEqual([51, 52, 53]);
      expect(body.district?.length).toBeGreaterThan(10);
      expect(Object.keys(body).sort()).toEqual([
        'area',
        'category',
        'county',
        'data',
        'district',
        'service',
        'transport',
        'user',
      ]);
    }
  });

  test('list items carry the common fields of spec section 3: county, related counties, kind and list picture', async () => {
    const [attractions, souvenirs] = await Promise.all(
      ['en/attractions', 'en/souvenirs'].map(
        async (path) => (await callBackend(path)).body as { data: Record<string, unknown>[] },
      ),
    );
    // 猴探井天空之橋 (Houtanjing Sky Bridge), 540 Nantou City: Nantou County (5).
    expect(attractions!.data.find((item) => item.id === 80)).toMatchObject({
      county_id: 5,
      related_county: [5],
      thumb: '/images/attractions/80.webp',
    });
    // A souvenir's kind is its category; a record without a picture has no thumb.
    for (const item of souvenirs!.data) {
      expect(item.type_id).toBe((item.categories as number[])[0]);
      expect(item.thumb).toBe(((item.images as { url: string }[])[0] ?? {}).url);
    }
  });

  test('attraction=false gives the six visitor centres instead', async () => {
    const body = listEnvelope.parse((await callBackend('en/attractions?attraction=false')).body);
    expect(body.data).toHaveLength(6);
    expect(body.data.every((item) => item.type === 'visitor-center')).toBe(true);
  });

  test('rejects a malformed attraction flag with 400', async () => {
    expect((await callBackend('en/attractions?attraction=maybe')).status).toBe(400);
  });

  test('names differ per language', async () => {
    const zh = listEnvelope.parse((await callBackend('zh-tw/attractions')).body).data;
    const en = listEnvelope.parse((await callBackend('en/attractions')).body).data;
    const ja = listEnvelope.parse((await callBackend('ja/attractions')).body).data;
    const id = zh[0]!.id;
    expect(en.find((item) => item.id === id)?.name).not.toBe(zh[0]!.name);
    expect(ja.find((item) => item.id === id)?.name).toBeTruthy();
  });

  test('a detail answers the hits the list shows, and reading it counts nothing (views are POSTed)', async () => {
    const detail = envelopeSchema(attractionWireSchema);
    const first = detail.parse((await callBackend('en/attractions/80')).body).data;
    const second = detail.parse((await callBackend('ja/attractions/80')).body).data;
    expect(second.hits).toBe(first.hits);
    const listed = listEnvelope
      .parse((await callBackend('zh-tw/attractions')).body)
      .data.find((item) => item.id === 80);
    expect(listed?.hits).toBe(second.hits);
  });

  test('an unknown or malformed id gives 404', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect((await callBackend(`en/attractions/${id}`)).status, id).toBe(404);
    }
  });
});

describe('embedded backend: featured banner', () => {
  test('POST opendata/featuredbanner answers success with a data array', async () => {
    const body = featuredBannerResponseSchema.parse(
      (await callBackend('zh-tw/opendata/featuredbanner', { method: 'POST' })).body,
    );
    expect(body.success).toBe(true);
    expect(body.data[0]?.title).toBeTruthy();
  });

  test('GET banner lists every banner in the envelope, in the request language', async () => {
    const list = async (lang: string) =>
      envelopeSchema(z.array(featuredBannerSchema)).parse((await callBackend(`${lang}/banner`)).body).data;
    const [zh, ja] = await Promise.all([list('zh-tw'), list('ja')]);
    expect(zh.length).toBeGreaterThanOrEqual(3);
    expect(ja.map((banner) => banner.url)).toEqual(zh.map((banner) => banner.url));
    expect(ja[1]!.title).not.toBe(zh[1]!.title);
    expect((await callBackend('zh-tw/banner', { method: 'POST' })).status).toBe(405);
  });
});
