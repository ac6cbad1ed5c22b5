import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';
import { answerLang } from '@/components/live/labels';
import { describeToilet, type ToiletTerms } from '@/lib/domain/live/toilet-terms';

const site = { grade: '優等級', kinds: ['男廁所', '女廁所', '無障礙廁所'], diaper: true };

describe('describeToilet', () => {
  it("says in the visitor's language what kind of place a Chinese-named toilet is", () => {
    expect(describeToilet(site, en.Nearby.toilet as ToiletTerms, 'en')).toBe(
      "Public toilet, rated Good · Toilets: men's, women's and accessible · Baby-changing table",
    );
    expect(describeToilet(site, ja.Nearby.toilet as ToiletTerms, 'ja')).toBe(
      '公衆トイレ（評価：優良） · 設備：男性用、女性用、バリアフリー · おむつ交換台あり',
    );
    expect(describeToilet(site, zhTw.Nearby.toilet as ToiletTerms, 'zh-Hant-TW')).toBe(
      '公廁（評等：優等級） · 設施：男廁、女廁和無障礙廁所 · 有尿布檯',
    );
  });

  it('leaves out a rating or kind the dataset may add later, rather than showing it untranslated', () => {
    const unknown = { grade: '新等級', kinds: ['男廁所', '未知廁所', '男廁所'], diaper: false };
    expect(describeToilet(unknown, en.Nearby.toilet as ToiletTerms, 'en')).toBe("Public toilet · Toilets: men's");
    expect(describeToilet({ grade: null, kinds: [], diaper: false }, en.Nearby.toilet as ToiletTerms, 'en')).toBe(
      'Public toilet',
    );
  });
});

describe('answerLang', () => {
  it('marks Chinese-only names as Traditional Chinese on English and Japanese pages', () => {
    expect(answerLang('en', '梨山遊客中心', true)).toBe('zh-Hant-TW');
    expect(answerLang('ja', '梨山遊客中心', true)).toBe('zh-Hant-TW');
    expect(answerLang('en', 'Lishan', true)).toBeUndefined();
    expect(answerLang('zh-Hant-TW', '梨山遊客中心')).toBeUndefined();
  });
});
