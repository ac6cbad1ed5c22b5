import type { MarkedPart } from '@/lib/search/highlight';
import type { Locale } from '@/lib/i18n/locales';
import { MarkedText } from '@/components/ui/marked-text';

/** Text with the searched words in <mark> (announced as highlighted by screen readers that read it). */
export function MarkedParts({ parts, locale }: { parts: readonly MarkedPart[]; locale: Locale }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index}>
        <MarkedText text={part.text} locale={locale} />
      </mark>
    ) : (
      <MarkedText key={index} text={part.text} locale={locale} />
    ),
  );
}
