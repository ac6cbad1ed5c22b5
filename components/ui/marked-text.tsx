import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** A run of Chinese characters with the CJK punctuation and full-width forms written among them. */
const chineseRun = /([\p{Script=Han}][\p{Script=Han}\u3000-\u303f\uff00-\uffef]*)/u;

/**
 * Text of an English page that quotes Chinese (a phrase to show a cook, an app's Chinese name, a
 * place's name on signs): the Chinese runs are marked lang="zh-Hant-TW", so screen readers switch
 * voice (WCAG 3.1.2, language of parts). Japanese pages are left as they are: kanji cannot be told
 * from Chinese by their characters, and Chinese pages need no mark.
 */
export function MarkedText({ text, locale }: { text: string; locale: Locale }) {
  if (locale !== 'en' || !chineseRun.test(text)) return text;
  return text.split(chineseRun).map((part, index) =>
    index % 2 === 1 ? (
      // A short name (借問站) stays on one line: broken, it reads as two words.
      <span key={index} lang="zh-Hant-TW" className={[...part].length <= 6 ? 'nowrap' : undefined}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
