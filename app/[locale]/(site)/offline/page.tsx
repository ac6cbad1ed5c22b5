import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SavedPacks } from '@/components/offline/saved-packs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { buildPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  // What it lists is on the visitor's device, not on the page: nothing for a search engine.
  return buildPageMetadata({
    locale,
    path: '/offline',
    name: t('pageTitle'),
    description: t('pageLead'),
    noIndex: true,
  });
}

/**
 * The offline page: the pages kept on this device. The service worker stores it at install in
 * every language and shows it for a page that was neither opened nor saved before the signal went.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section="offline" trail={[{ label: t('pageTitle') }]} />
      <h1>{t('pageTitle')}</h1>
      <p className="lead">{t('pageLead')}</p>
      <section aria-labelledby="offline-always">
        <h2 id="offline-always">{t('alwaysHeading')}</h2>
        <ul>
          <li>
            <Link href="/emergency">{nav('emergency')}</Link>
          </li>
          <li>
            <Link href="/safety-tips">{nav('safetyTips')}</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="offline-saved">
        <h2 id="offline-saved" tabIndex={-1}>
          {t('savedHeading')}
        </h2>
        <SavedPacks
          locale={locale}
          labels={{
            nothingSaved: t('nothingSaved'),
            savedOn: t.raw('savedOn') as string,
            remove: t('remove'),
            removeLabel: t.raw('removeLabel') as string,
            removed: t.raw('removed') as string,
            unsupported: t('unsupported'),
          }}
        />
      </section>
    </div>
  );
}
