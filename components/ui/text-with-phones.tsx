import { MarkedText } from '@/components/ui/marked-text';
import { splitPhoneNumbers } from '@/lib/domain/phone-numbers';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Running text whose telephone numbers are links a phone can call with one tap (and that never
 * break across lines); the rest is marked for language as MarkedText does.
 */
export function TextWithPhones({ text, locale }: { text: string; locale: Locale }) {
  return splitPhoneNumbers(text).map((part, index) =>
    part.tel ? (
      <a key={index} href={part.tel} className="nowrap">
        {part.text}
      </a>
    ) : (
      <MarkedText key={index} text={part.text} locale={locale} />
    ),
  );
}
