import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { splitMinutes } from '@/lib/domain/trail-labels';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';

/** Trails.timeValue as the trail facts format it, without their trim: the message itself leaves no stray space. */
function walkingTime(locale: 'zh-tw' | 'en' | 'ja', messages: typeof zhTw, minutes: number): string {
  const t = createTranslator({ locale, messages, namespace: 'Trails' });
  return t('timeValue', splitMinutes(minutes));
}

describe('a trail’s walking time (Trails.timeValue)', () => {
  test.each([
    ['en', en, ['2 hr', '2 hr 30 min', '45 min', '1 hr 5 min']],
    ['ja', ja, ['2時間', '2時間30分', '45分', '1時間5分']],
    ['zh-tw', zhTw, ['2 小時', '2 小時 30 分鐘', '45 分鐘', '1 小時 5 分鐘']],
  ] as const)('%s: hours and minutes, either alone, with no space left over', (locale, messages, expected) => {
    expect([120, 150, 45, 65].map((minutes) => walkingTime(locale, messages, minutes))).toEqual(expected);
  });

  test.each([
    ['en', en],
    ['ja', ja],
    ['zh-tw', zhTw],
  ] as const)('%s: no time at all says nothing (the fact is then left out)', (locale, messages) => {
    expect(walkingTime(locale, messages, 0)).toBe('');
  });
});
