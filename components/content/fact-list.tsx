import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { MarkedText } from '@/components/ui/marked-text';
import type { Locale } from '@/lib/i18n/locales';

/** `taxon`: a scientific name, set in italics and read as Latin (as on the detail page). */
export type Fact = { key: string; label: string; value: string; taxon?: boolean };

/** Facts as a definition list (label, value), in the order given; `children` are further rows of the same list. */
export function FactList({
  facts,
  className,
  children,
}: {
  facts: readonly Fact[];
  className?: string;
  children?: ReactNode;
}) {
  const locale = useLocale() as Locale;
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.taxon ? <i lang="la">{fact.value}</i> : <MarkedText text={fact.value} locale={locale} />}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
