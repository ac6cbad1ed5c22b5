import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { packForPage } from '@/lib/offline/pack-for-page';
import { LazySaveForOffline } from './lazy-save-for-offline';
import type { SaveForOfflineLabels } from './save-for-offline';

type Props = {
  locale: Locale;
  /** This page, without language prefix. */
  page: string;
  /** Its name in the list of saved pages. */
  title: string;
};

/**
 * "Save for offline" on an area page or a trail or attraction page; the pages it keeps are made on
 * the server (lib/offline/pack-for-page.ts), and a page without a pack shows no box.
 */
export async function SaveForOfflineSection({ locale, page, title }: Props) {
  const paths = await packForPage(locale, page);
  if (!paths) return null;
  const t = await getTranslations({ locale, namespace: 'Offline' });
  const labels: SaveForOfflineLabels = {
    heading: t('saveHeading'),
    intro: t('saveIntro', { count: paths.length }),
    size: t.raw('saveSize') as string,
    measuring: t('measuringSize'),
    button: t('saveButton'),
    again: t('saveAgain'),
    saving: t.raw('saving') as string,
    saved: t.raw('saved') as string,
    failed: t.raw('saveFailed') as string,
    unsupported: t('unsupported'),
    listLink: t('savedListLink'),
  };
  return (
    <LazySaveForOffline
      locale={locale}
      page={localizedPath(locale, page)}
      title={title}
      paths={paths}
      offlinePage={localizedPath(locale, '/offline')}
      labels={labels}
    />
  );
}
