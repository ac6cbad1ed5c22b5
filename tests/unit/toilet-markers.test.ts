import { describe, expect, test } from 'vitest';
import { toiletMarkers } from '@/components/map/build-markers';
import type { ToiletWire } from '@/lib/schemas/live/nearby';

const toilet: ToiletWire = {
  id: 'TRIMT0003',
  name: '梨山遊客中心',
  address: '臺中市和平區梨山里中正路46號',
  lat: 24.255,
  lng: 121.2512,
  grade: '優等級',
  kinds: ['男廁所'],
  diaper: false,
  distance: 0.002,
};

describe('toilet markers and the language of their names', () => {
  test('a name the service gave in Chinese is marked as Chinese on a Japanese page', () => {
    expect(toiletMarkers([toilet], 'ja', true)[0]!.nameLang).toBe('zh-Hant-TW');
  });

  test('a name that is the site’s own, in the page’s language, is not marked (it would be read with a Chinese voice)', () => {
    const localized = { ...toilet, name: '梨山ビジターセンター', nameLocalized: true };
    expect(toiletMarkers([localized], 'ja', true)[0]!.nameLang).toBeUndefined();
    expect(toiletMarkers([localized], 'ja', false)[0]!.nameLang).toBeUndefined();
  });

  test('so is an address that is the site’s own; one the service gave in Chinese is marked', () => {
    expect(toiletMarkers([toilet], 'ja', false)[0]!.detailLang).toBe('zh-Hant-TW');
    const localized = { ...toilet, address: '台中市和平区梨山里中正路46号', addressLocalized: true };
    expect(toiletMarkers([localized], 'ja', false)[0]).toMatchObject({
      detail: '台中市和平区梨山里中正路46号',
      detailLang: undefined,
    });
  });
});
