import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { LocatorLabels } from './locator-button';

export async function locatorLabels(): Promise<LocatorLabels> {
  const t = await getTranslations('Locator');
  return {
    button: t('button'),
    buttonLabel: t('buttonLabel'),
    locating: t('locating'),
    denied: t('denied'),
    close: t('close'),
  };
}
