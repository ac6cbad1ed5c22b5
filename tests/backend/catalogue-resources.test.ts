import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { bikewayWireSchema } from '@/lib/schemas/bikeway';
import { consultantWireSchema } from '@/lib/schemas/consultant';
import { diaryWireSchema } from '@/lib/schemas/diary';
import { ecologyWireSchema } from '@/lib/schemas/ecology';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { faqWireSchema } from '@/lib/schemas/faq';
import { galleryWireSchema } from '@/lib/schemas/gallery';
import { liveStreamWireSchema } from '@/lib/schemas/live-stream';
import { menuItemSchema, type MenuItem } from '@/lib/schemas/menu';
import { publicationWireSchema } from '@/lib/schemas/publication';
import { relatedLinkWireSchema } from '@/lib/schemas/related-link';
import { reportWireSchema } from '@/lib/schemas/report';
import { souvenirWireSchema } from '@/lib/schemas/souvenir';
import { themePageSeedSchema, themePageSlugs } from '@/lib/schemas/theme-page';
import { tourCategoryIds, tourWireSchema } from '@/lib/schemas/tour';
import { videoWireSchema } from '@/lib/schemas/video';
import { callBackend } from '../support/backend';
import { catalogue } from '@/lib/backend/content/catalogue';
import { lostPropertySeedSchema, lostPropertyWireSchema } from '@/lib/schemas/lost-property';
import { otaProductWireSchema } from '@/lib/schemas/ota-product';
import { shopSeedSchema, shopWireSchema } from '@/lib/schemas/shop';

const seedCount = (file: string) => (JSON.parse(readFileSync(`data/${file}`, 'utf8')) as unknown[]).length;

/** Endpoint, its item schema, its seed file, and whether items have a detail endpoint. */
const resources = [
  { path: 'tours', schema: tourWireSchema, file: 'tours.json', detail: true },
  { path: 'biking-trails', schema: bikewayWireSchema, file: 'bikeways.json', detail: true },
  { path: 'souvenirs', schema: souvenirWireSchema, file: 'souvenirs.json', detail: true },
  { path: 'flora-and-fauna', schema: ecologyWireSchema, file: 'ecology.json', detail: true },
  { path: 'consultants', schema: consultantWireSchema, file: 'consultants.json', detail: true },
  { path: 'galleries', schema: galleryWireSchema, file: 'galleries.json', detail: true },
  { path: 'videos', schema: videoWireSchema, file: 'videos.json', detail: true },
  { path: 'live-streams', schema: liveStreamWireSchema, file: 'live-streams.json', detail: false },
  { path: 'news-reports', schema: reportWireSchema, file: 'reports.json', detail: false },
  { path: 'publications', schema: publicationWireSchema, file: 'publications.json', detail: false },
  { path: 'faqs', schema: faqWireSchema, file: 'faqs.json', detail: false },
  { path: 'links', schema: relatedLinkWireSchema, file: 'links.json', detail: false },
  // Empty until the office publishes a record (no item is invented): the endpoint answers [].
  { path: 'lost-property', schema: lostPropertyWireSchema, file: 'lost-property.json', detail: false },
  // Only real products with sources: none yet, so the souvenir and tour pages show no "buy" block.
  { path: 'ota-products', schema: otaProductWireSchema, file: 'ota-products.json', detail: false },
  // The same for shops (spec section 3: tags, tourismBrandId): none could be sourced.
  { path: 'shops', schema: shopWireSchema, file: 'shops.json', detail: false },
] as const;

describe('embedded backend: catalogue resources (spec section 7)', () => {
  for (const { path, schema, file, detail } of resources) {
    test(`${path}: every seed record, in the envelope, in each backend language`, async () => {
      const texts: string[] = [];
      for (const lang of ['zh-tw', 'en', 'ja']) {
        const result = await callBackend(`${lang}/${path}`);
        expect(result.status, `${lang}/${path}`).toBe(200);
        const body = envelopeSchema(z.array(schema)).parse(result.body);
        expect(body.data).toHaveLength(seedCount(file));
        texts.push(JSON.stringify(body.data));
      }
      // The three languages carry different text (an untranslated copy would be equal).
      if (seedCount(file) > 0) expect(new Set(texts).size).toBe(3);
    });

    if (detail) {
      test(`${path}/:id answers one item with the views the list shows, counting none; unknown ids are 404`, async () => {
        const list = envelopeSchema(z.array(schema)).parse((await callBackend(`en/${path}`)).body).data;
        const first = list[0];
        if (!first) return;
        const counter = 'hits' in first ? 'hits' : 'viewsCount';
        const before = (first as Record<string, unknown>)[counter] as number;
        const one = await callBackend(`ja/${path}/${first.id}`);
        expect(one.status).toBe(200);
        expect((envelopeSchema(schema).parse(one.body).data as Record<string, unknown>)[counter]).toBe(before);
        expect((await callBackend(`en/${path}/999999`)).status).toBe(404);
        expect((await callBackend(`en/${path}/1e3`)).status).toBe(404);
      });
    }
  }

  test('an album lists its photo count; its detail adds the photos, captioned with their attraction in each language', async () => {
    const list = envelopeSchema(z.array(galleryWireSchema)).parse((await callBackend('en/galleries')).body).data;
    for (const album of list) {
      expect(album.photos, 'the list carries no photos').toBeUndefined();
      expect(album.photo_count).toBeGreaterThan(0);
    }
    const [en, ja] = await Promise.all(
      ['en', 'ja'].map(
        async (lang) => envelopeSchema(galleryWireSchema).parse((await callBackend(`${lang}/galleries/3`)).body).data,
      ),
    );
    expect(en!.photos).toHaveLength(en!.photo_count);
    expect(en!.photos![0]).toMatchObject({ caption: 'Houtanjing Sky Bridge', attraction_id: 80 });
    expect(ja!.photos![0]!.caption).not.toBe('Houtanjing Sky Bridge');
    // The cover is the first photo; the thumbnails are the office's own addresses.
    expect(en!.images[0]!.url).toBe(en!.photos![0]!.thumbnail);
    expect(en!.photos![0]!.thumbnail).toMatch(/^https:\/\/www\.trimt-nsa\.gov\.tw\/Content\/Uploads\/.+_thumb\.jpg$/);
  });

  test('lost property: a published record goes on the wire with its serial number, date and text in the language asked', () => {
    const seed = lostPropertySeedSchema.parse({
      id: 1,
      serialNumber: 'L-0001',
      date: '2026-11-20',
      areaId: 52,
      sources: ['test fixture'],
      i18n: {
        'zh-tw': { item: '黑色雨傘', foundAt: '攬勝樓', collectAt: '梨山遊客中心' },
        en: { item: 'Black umbrella', foundAt: 'Lansheng Lookout Pavilion', collectAt: 'Lishan Visitor Center' },
        ja: { item: '黒い傘', foundAt: '攬勝楼', collectAt: '梨山ビジターセンター' },
      },
    });
    const wire = lostPropertyWireSchema.parse(catalogue.lostProperty.toWire(seed, 'en', 0));
    expect(wire).toMatchObject({
      serialNumber: 'L-0001',
      date: '2026-11-20',
      item: 'Black umbrella',
      categories: [52],
    });
    expect(wire).not.toHaveProperty('sources');
  });

  test('shops: a published record goes on the wire with its brand tags, tourism brand and the souvenirs it sells', () => {
    const seed = shopSeedSchema.parse({
      id: 1,
      areaId: 53,
      tags: [3],
      tourismBrandId: 2,
      souvenirIds: [7],
      sources: ['test fixture'],
      i18n: {
        'zh-tw': { name: '茶行', address: '南投縣名間鄉' },
        en: { name: 'Tea shop', address: 'Mingjian Township, Nantou County' },
        ja: { name: '茶店', address: '南投県名間郷' },
      },
    });
    const wire = shopWireSchema.parse(catalogue.shops.toWire(seed, 'en', 0));
    expect(wire).toMatchObject({ name: 'Tea shop', tags: [3], tourismBrandId: 2, souvenirIds: [7], categories: [53] });
  });

  test('category names for tours come with the envelope in each language', async () => {
    const en = envelopeSchema(z.array(tourWireSchema)).parse((await callBackend('en/tours')).body);
    const ja = envelopeSchema(z.array(tourWireSchema)).parse((await callBackend('ja/tours')).body);
    for (const id of tourCategoryIds) {
      expect(en.category?.find((c) => c.id === id)?.name).toBeTruthy();
      expect(ja.category?.find((c) => c.id === id)?.name).not.toBe(en.category?.find((c) => c.id === id)?.name);
    }
  });

  test('social diaries are the same in every language (spec: no language)', async () => {
    const bodies = await Promise.all(
      ['zh-tw', 'en', 'ja'].map(
        async (lang) =>
          envelopeSchema(z.array(diaryWireSchema)).parse((await callBackend(`${lang}/diaries`)).body).data,
      ),
    );
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });
});

describe('theme pages (site content in data/themes)', () => {
  test('every theme route has a valid page in three languages', () => {
    const files = readdirSync('data/themes').map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...themePageSlugs].sort());
    for (const slug of themePageSlugs) {
      const page = themePageSeedSchema.parse(JSON.parse(readFileSync(`data/themes/${slug}.json`, 'utf8')));
      expect(page.slug).toBe(slug);
    }
  });

  test('their site links lead to pages and records that exist', () => {
    const idsIn = (files: string[]) =>
      new Set(files.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { id: number }[]).map((r) => r.id)));
    const records: Record<string, Set<number>> = {
      attractions: idsIn(['data/attractions/lion.json', 'data/attractions/lishan.json', 'data/attractions/bagua.json']),
      trails: idsIn(['data/trails.json']),
      events: idsIn(['data/events.json']),
      news: idsIn(['data/news.json']),
      tours: idsIn(['data/tours.json']),
    };
    type Seed = { url?: string; subMenu?: Seed[] };
    const urls = (items: Seed[]): string[] =>
      items.flatMap((item) => [...(item.url ? [item.url.split('?')[0]!] : []), ...urls(item.subMenu ?? [])]);
    const pages = new Set(urls(JSON.parse(readFileSync('data/menus.json', 'utf8')) as Seed[]));
    for (const slug of themePageSlugs) {
      const page = themePageSeedSchema.parse(JSON.parse(readFileSync(`data/themes/${slug}.json`, 'utf8')));
      for (const lang of ['zh-tw', 'en', 'ja'] as const) {
        for (const { url } of [...(page.i18n[lang].callsToAction ?? []), ...(page.i18n[lang].links ?? [])]) {
          if (!url.startsWith('/')) continue;
          const path = url.split(/[?#]/)[0]!;
          const [, section, id] = /^\/([^/]+)(?:\/(\d+))?$/.exec(path) ?? [];
          const exists = id ? records[section ?? '']?.has(Number(id)) : pages.has(path);
          expect(exists, `${slug} (${lang}) links to ${url}`).toBe(true);
        }
      }
    }
  });

  test('the 360° walk and the virtual hall, not on this site, are not promised: the pages say so and lead to what exists', () => {
    const notOffered = {
      'zh-tw': '目前未在本站提供',
      en: 'is not offered on this site yet',
      ja: '現在このサイトでは提供していません',
    };
    for (const slug of ['immersive', 'digital-twin'] as const) {
      const page = themePageSeedSchema.parse(JSON.parse(readFileSync(`data/themes/${slug}.json`, 'utf8')));
      for (const lang of ['zh-tw', 'en', 'ja'] as const) {
        const text = page.i18n[lang];
        expect(text.title, `${slug} (${lang})`).not.toMatch(/360|virtual|虛擬|バーチャル/i);
        expect(text.lead, `${slug} (${lang})`).toContain(notOffered[lang]);
        expect(text.callsToAction?.length, `${slug} (${lang})`).toBeGreaterThan(0);
      }
    }
  });
});

describe('embedded backend: menus (our addition to the contract)', () => {
  const menusOf = async (lang: string) =>
    envelopeSchema(z.array(menuItemSchema)).parse((await callBackend(`${lang}/menus`)).body).data;

  test('six groups in each language, with titles in that language', async () => {
    const [zh, en, ja] = await Promise.all(['zh-tw', 'en', 'ja'].map(menusOf));
    for (const tree of [zh, en, ja]) expect(tree).toHaveLength(6);
    expect(en![0]!.title).not.toBe(zh![0]!.title);
    expect(ja![0]!.title).not.toBe(en![0]!.title);
  });

  test('the attraction item lists the top five attractions of each area by live hits', async () => {
    const attractionItem = (tree: MenuItem[]) =>
      tree.flatMap((group) => group.subMenu ?? []).find((child) => child.type === 'attraction');
    const before = attractionItem(await menusOf('en'));
    // Each area has at least five attractions (visitor centres are not in the menu's list).
    expect(before?.units?.map((unit) => unit.links.length)).toEqual([5, 5, 5]);
    // An attraction of Baguashan outside its top five climbs to first place after enough views.
    const all = envelopeSchema(z.array(z.object({ id: z.number(), categories: z.array(z.number()) }))).parse(
      (await callBackend('en/attractions')).body,
    ).data;
    const outsider = all
      .filter((a) => a.categories.includes(53))
      .map((a) => a.id)
      .find((id) => !before!.units![2]!.links.some((link) => link.url === `/attractions/${id}`));
    expect(outsider).toBeDefined();
    // Fifty visitors (own addresses) each open its page once.
    for (let i = 0; i < 50; i++) {
      const visitor = {
        'x-forwarded-for': `192.0.2.${i + 1}`,
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      };
      expect(
        (await callBackend(`zh-tw/views/attractions/${outsider}`, { method: 'POST', headers: visitor })).status,
      ).toBe(204);
    }
    const after = attractionItem(await menusOf('ja'));
    expect(after!.units![2]!.links[0]!.url).toBe(`/attractions/${outsider}`);
  });
});

describe('embedded backend: the menu event item', () => {
  test('carries the featured events with their dates, in the order of the home slider', async () => {
    const menus = envelopeSchema(z.array(menuItemSchema)).parse((await callBackend('en/menus')).body).data;
    const eventItem = menus.flatMap((group) => group.subMenu ?? []).find((child) => child.type === 'event');
    const slider = envelopeSchema(
      z.array(z.object({ id: z.number(), title: z.string(), date_begin: z.string().optional() })),
    ).parse((await callBackend('en/event-slider')).body).data;
    const links = eventItem!.units!.flatMap((unit) => unit.links);
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.url)).toEqual(slider.slice(0, 3).map((event) => `/events/${event.id}`));
    expect(links.map((link) => link.title)).toEqual(slider.slice(0, 3).map((event) => event.title));
    expect(links.map((link) => link.date_begin)).toEqual(slider.slice(0, 3).map((event) => event.date_begin));
  });
});
