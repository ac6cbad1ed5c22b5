import { Link } from '@/lib/i18n/navigation';
import { sections } from '@/lib/sections';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLiveLabels } from '@/components/live/get-live-labels';
import { LazyCrowdFlow } from '@/components/live/lazy-crowd-flow';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listAttractions } from '@/lib/api/attractions';
import { htmlLang } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'CrowdFlow' });
  return buildPageMetadata({ locale, path: '/crowd-flow', name: t('title'), description: t('description') });
}

/** /crowd-flow/ (Chinese only, lib/routing/visibility.ts): today's visitors per visitor centre, refreshed every 5 minutes. */
export default async function CrowdFlowPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('CrowdFlow');
  // The table's names come from the browser in Traditional Chinese; the simplified page has its own.
  const centreNames =
    locale === 'zh-cn'
      ? Object.fromEntries(
          (await listAttractions(locale, 'visitor-center')).items.map((centre) => [centre.id, centre.name]),
        )
      : undefined;
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="crowd-flow" trail={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <noscript>
        <p>{t('needsJs')}</p>
      </noscript>
      <LazyCrowdFlow
        locale={locale}
        intlLocale={htmlLang[locale]}
        labels={await getLiveLabels()}
        centreNames={centreNames}
        table={{
          caption: t('tableCaption'),
          center: t('center'),
          total: t('total'),
          people: t.raw('people') as string,
        }}
      />
      <p>
        <Link href={sections.visitorStatistics.path}>{(await getTranslations('Statistics'))('link')}</Link>
      </p>
    </div>
  );
}
