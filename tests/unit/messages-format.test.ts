import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import statistics from '@/data/visitor-statistics.json';
import { splitMinutes } from '@/lib/domain/trail-labels';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';

type Language = 'zh-tw' | 'en' | 'ja';

/** Trails.timeValue as the trail facts format it, without their trim: the message itself leaves no stray space. */
function walkingTime(locale: Language, messages: typeof zhTw, minutes: number): string {
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

describe('the visitor statistics’ source line (Statistics.source)', () => {
  const { dataset, publisher } = statistics.source;

  /** The line as the page builds it, the dataset's own name wrapped as the page marks it. */
  function sourceLine(locale: Language, messages: typeof zhTw): string {
    const t = createTranslator({ locale, messages, namespace: 'Statistics' });
    const parts = t.rich('source', { dataset, publisher, original: (chunks) => `[${String(chunks)}]` });
    return ([] as unknown[]).concat(parts).join('');
  }

  test('zh-tw names the publisher and the dataset as published', () => {
    expect(sourceLine('zh-tw', zhTw)).toBe(`資料來源：${publisher}「[${dataset}]」。`);
  });

  test.each([
    ['en', en, 'Tourism Administration, Ministry of Transportation and Communications'],
    ['ja', ja, '交通部観光署'],
  ] as const)(
    '%s: the publisher in the language, the dataset by its own name (marked) and a gloss',
    (locale, messages, localPublisher) => {
      const line = sourceLine(locale, messages);
      expect(line).toContain(localPublisher);
      expect(line).toContain(`[${dataset}]`);
      expect(line).not.toContain(publisher);
      // The name's Traditional Chinese forms (not the Japanese 観, 数, 点) appear only inside the marked original.
      expect(line.replace(`[${dataset}]`, '')).not.toMatch(/[歷國內觀據點數]/u);
    },
  );
});
