import { useLocale } from 'next-intl';
import { MarkedText } from '@/components/ui/marked-text';
import type { Locale } from '@/lib/i18n/locales';

export type Fact = { key: string; label: string; value: string };

/** Facts as a definition list (label, value), in the order given. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const locale = useLocale() as Locale;
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>
            <MarkedText text={fact.value} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
