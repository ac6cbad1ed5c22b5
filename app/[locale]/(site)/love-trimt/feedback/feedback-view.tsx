import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { QueryView } from '@/components/content/query-page';
import { NoData } from '@/components/content/no-data';
import { OnlineFormPage } from '@/components/forms/online-form-page';
import { pageCountOf, PublishedFeedback } from '@/components/love-trimt/published-feedback';
import { listLoveTrimt } from '@/lib/api/love-trimt';
import { getForm } from '@/lib/api/online-forms';
import { localizedPath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { buildPageMetadata } from '@/lib/seo/metadata';

const path = '/love-trimt/feedback';

/** ?page=2 and on; the first page is the address without a query (the cached page). */
function parsePage(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Love Tri-Mountain feedback (Chinese pages only: the visibility table hides it elsewhere): the
 * form, and under it the feedback visitors agreed to publish with the office's answers (issue 25
 * §1), a page at a time (?page=N).
 */
export const feedbackView: QueryView = {
  async metadata(locale) {
    const t = await getTranslations({ locale, namespace: 'OnlineForms' });
    return buildPageMetadata({ locale, path, name: t('feedbackTitle'), description: t('feedbackDescription') });
  },
  async render(locale, query) {
    const page = parsePage(query.page);
    if (page === undefined) notFound();
    const t = await getTranslations('OnlineForms');
    const [outcome, published] = await Promise.all([getForm(locale, 'feedback'), listLoveTrimt(locale)]);
    if (page > pageCountOf(published.items.length)) notFound();
    if (!outcome.ok) return <NoData />;
    return (
      <OnlineFormPage
        locale={locale}
        form={outcome.data}
        section="love-trimt"
        next={{ href: localizedPath(locale, '/love-trimt/feedback/status'), label: t('feedbackStatusLink') }}
        after={<PublishedFeedback locale={locale} items={published.items} page={page} path={path} />}
      >
        <p>
          <Link href="/love-trimt/feedback/status">{t('feedbackStatusLink')}</Link>
        </p>
      </OnlineFormPage>
    );
  },
};
