import { describe, expect, test } from 'vitest';
import { redactPersonalData } from '@/lib/domain/redact-personal-data';

const mask = '＊';

describe('redactPersonalData (what published feedback may not carry)', () => {
  test('masks e-mail addresses and phone numbers however they are written', () => {
    expect(
      redactPersonalData('請回信 a.b+c@mail.example.tw 或撥 (04)2331-2678、+886 912 345 678、0912.345.678', {}, mask),
    ).toBe('請回信 ＊ 或撥 ＊、＊、＊');
  });

  test('keeps short numbers: years, heights, times and prices are not phone numbers', () => {
    const text = '2026 年 11 月，海拔 1,600 公尺處的步道走了 3 小時，門票 100 元。';
    expect(redactPersonalData(text, {}, mask)).toBe(text);
  });

  test('masks what the sender typed as name, e-mail and phone, and a Chinese given name on its own', () => {
    expect(
      redactPersonalData(
        '我是王小明，小明覺得很棒。Ming Wang says hi; mw@x.org',
        { name: '王小明', email: 'MW@x.org', phone: '0912345678' },
        mask,
      ),
    ).toBe('我是＊，＊覺得很棒。Ming Wang says hi; ＊');
    expect(redactPersonalData('Thanks, Ming Wang. Wang', { name: 'Ming Wang' }, mask)).toBe('Thanks, ＊. ＊');
    // A one-letter name would blank that letter everywhere; it identifies no one, so it stays.
    expect(redactPersonalData('a lovely day', { name: 'a' }, mask)).toBe('a lovely day');
  });
});
