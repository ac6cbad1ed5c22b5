import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { NoData } from './no-data';

type Props = {
  locale: Locale;
  /** First path segment (decides the breadcrumb's navigation group). */
  section: string;
  title: string;
  lead?: string;
  /** Crumbs after the group; by default just this page. */
  crumbs?: readonly Crumb[];
  filters?: ReactNode;
  /** Content of its own between the lead and the results (e.g. the social page's channels). */
  before?: ReactNode;
  resultsHeading: string;
  /** Shown (not only to screen readers) where the page has other sections above the results. */
  resultsHeadingVisible?: boolean;
  /** "12 tours" — announced to screen readers when filters change the list. */
  countText?: string;
  isEmpty: boolean;
  children: ReactNode;
  /** A section of its own after the results (e.g. the FAQ's lost property). */
  after?: ReactNode;
};

/** The frame every list page shares: breadcrumbs, heading, lead, filters, result count, items or "No data". */
export function ListPage({
  locale,
  section,
  title,
  lead,
  crumbs,
  filters,
  before,
  resultsHeading,
  resultsHeadingVisible,
  countText,
  isEmpty,
  children,
  after,
}: Props) {
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section={section} trail={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {filters}
      {before}
      <h2 className={resultsHeadingVisible ? undefined : 'visually-hidden'}>{resultsHeading}</h2>
      {countText ? (
        <p role="status" className="result-count">
          {countText}
        </p>
      ) : null}
      {isEmpty ? <NoData /> : children}
      {after}
    </div>
  );
}
