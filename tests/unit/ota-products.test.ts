import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { describeProvider } from '@/components/ota/provider';
import { toOtaProductWire } from '@/lib/backend/content/ota-products';
import { otaProductSeedSchema, otaProductWireSchema } from '@/lib/schemas/ota-product';

const labels = { regionalCircle: en.Ota.regionalCircle, platform: en.Ota.platform };
const seed = {
  product_id: 'P-1',
  provider_id: 2,
  url: 'https://www.example-travel.test/product/1',
  date_created: '2026-10-01',
  date_modified: '2026-11-01',
  categories: [201],
  souvenirIds: [1],
  sources: ['test fixture'],
  name: { 'zh-tw': '東方美人茶禮盒', en: 'Oriental Beauty tea gift box', ja: '東方美人茶ギフトボックス' },
};

describe('OTA products (spec section 3)', () => {
  it('go on the wire with their name in the language asked, their sources kept on the server', () => {
    const wire = otaProductWireSchema.parse(toOtaProductWire(otaProductSeedSchema.parse(seed), 'ja'));
    expect(wire).toMatchObject({ product_id: 'P-1', name: '東方美人茶ギフトボックス', souvenirIds: [1], tourIds: [] });
    expect(wire).not.toHaveProperty('sources');
  });

  it('take only https sellers and a known provider', () => {
    expect(otaProductSeedSchema.safeParse({ ...seed, url: 'http://shop.test/1' }).success).toBe(false);
    expect(otaProductSeedSchema.safeParse({ ...seed, provider_id: 5 }).success).toBe(false);
  });

  it('name the seller: the regional tourism circle, or the platform by the address the visitor lands on', () => {
    expect(describeProvider({ provider_id: 1, url: 'https://circle.test/p' }, labels)).toBe(
      'Sold by the regional tourism circle',
    );
    expect(describeProvider({ provider_id: 3, url: 'https://www.example-travel.test/product/1' }, labels)).toBe(
      'Sold on a third-party travel platform (example-travel.test)',
    );
  });
});
