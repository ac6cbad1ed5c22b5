import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { OfflineStatusLabels } from './offline-notes';

/** The offline notes' strings for the client island (templates keep their placeholders). */
export async function offlineStatusLabels(locale: Locale): Promise<OfflineStatusLabels> {
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return {
    savedCopy: t.raw('savedCopy') as string,
    offlineNow: t('offlineNow'),
    updateReady: t('updateReady'),
    updateNow: t('updateNow'),
  };
}
