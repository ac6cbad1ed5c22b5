import { describe, expect, it } from 'vitest';
import { formatDay as formatLiveDay, formatTime as formatLiveTime } from '@/components/live/live-status';
import { formatDay, formatDayRange, formatYearMonth } from '@/lib/domain/format';
import { formatTaiwanTime } from '@/lib/forms/format-time';
import { htmlLang } from '@/lib/i18n/locales';

// 27 November 2026, 14:30 in Taiwan.
const instant = '2026-11-27T06:30:00Z';
const day = '2026-11-27';

describe('English dates read one way everywhere: day, month, year (en-GB)', () => {
  it('every formatter writes the day before the month', () => {
    expect(formatDay('en', day)).toBe('27 November 2026');
    expect(formatDayRange('en', day, '2026-11-29')).toBe('27 November 2026 – 29 November 2026');
    expect(formatYearMonth('en', 2026, 11)).toBe('November 2026');
    expect(formatTaiwanTime(instant, 'en')).toMatch(/^27 November 2026\b.*14:30$/);
    expect(formatLiveDay(day, htmlLang.en)).toBe('27 November 2026');
    expect(formatLiveTime(instant, htmlLang.en)).toMatch(/^27 Nov\b.*14:30$/);
  });

  it('a moment and a calendar day of the same date agree, in every language', () => {
    for (const locale of ['zh-tw', 'en', 'ja'] as const) {
      const written = formatDay(locale, day);
      expect(formatTaiwanTime(instant, locale).startsWith(written), locale).toBe(true);
      expect(formatLiveDay(day, htmlLang[locale]), locale).toBe(written);
    }
  });
});
