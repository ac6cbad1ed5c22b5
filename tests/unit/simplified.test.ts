import { describe, expect, test } from 'vitest';
import { toSimplified, toSimplifiedDeep } from '@/lib/i18n/simplified';

describe('simplified-Chinese conversion', () => {
  test('converts characters and Taiwanese phrases to mainland usage', () => {
    expect(toSimplified('參山國家風景區遊客中心')).toBe('参山国家风景区游客中心');
    expect(toSimplified('網站資訊')).toBe('网站信息');
  });

  test('keeps travel words the software phrase table would mistranslate', () => {
    expect(toSimplified('行程規劃')).toBe('行程规划');
    expect(toSimplified('一日行程與交通')).toBe('一日行程与交通');
    expect(toSimplified('社群動態')).toBe('社群动态');
    expect(toSimplified('社群媒體')).toBe('社群媒体');
  });

  test('keeps the records vocabulary of the file area: archives are 档案, never a computer 文件', () => {
    expect(toSimplified('檔案專區')).toBe('档案专区');
    expect(toSimplified('依檔案法，向國家發展委員會檔案管理局申請複製')).toBe(
      '依档案法，向国家发展委员会档案管理局申请复制',
    );
    expect(toSimplified('機關檔案目錄查詢網')).toBe('机关档案目录查询网');
    expect(toSimplified('檔案文件')).toBe('档案文件');
  });

  test('converts nested data but leaves URLs untouched', () => {
    const data = {
      name: '猴探井天空之橋',
      cover: '/images/臺.webp',
      list: [{ title: '臺灣', url: '/attractions?q=臺' }],
    };
    expect(toSimplifiedDeep(data)).toEqual({
      name: '猴探井天空之桥',
      cover: '/images/臺.webp',
      list: [{ title: '台湾', url: '/attractions?q=臺' }],
    });
  });

  test('a text value is converted whatever its key is called (the "website" label is text)', () => {
    expect(toSimplifiedDeep({ website: '網站', url: 'https://example.tw/網' })).toEqual({
      website: '网站',
      url: 'https://example.tw/網',
    });
  });
});
