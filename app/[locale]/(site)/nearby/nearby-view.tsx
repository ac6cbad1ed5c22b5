import type { QueryView } from '@/components/content/query-page';
import { describedViewMetadata } from '@/components/content/simple-list-page';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { LocatorButton } from '@/components/locator/locator-button';
import { locatorLabels } from '@/components/locator/locator-labels';
import { getEnv } from '@/lib/env';
import { parseNearbyQuery } from '@/lib/domain/live/locator';
import { localizedPath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { NearbyPlaces } from './nearby-places';

/**
 * /nearby?gps={lat},{lng}&zipcode={zip} (spec section 2). Without a query: how the nearby-places
 * button works (the menu links here). A bad or partial query: what is wrong, in the visitor's
 * language (proxy.ts answers it with status 400). A well-formed postal code outside the area:
 * /not-in-trimt, as the button itself would have done.
 */
export const nearbyView: QueryView = {
  metadata: describedViewMetadata('Nearby', '/nearby'),
  render: async (locale, query) => {
    const t = await getTranslations('Nearby');
    const button = <LocatorButton locale={locale} labels={await locatorLabels()} variant="page" />;
    const hasQuery = query.gps !== undefined || query.zipcode !== undefined;
    const parsed = parseNearbyQuery(query);

    if (parsed.ok && !parsed.value.supported) redirect(localizedPath(locale, '/not-in-trimt'));
    if (!parsed.ok || !hasQuery) {
      return (
        <div className="container page">
          <Breadcrumbs locale={locale} section="nearby" trail={[{ label: t('title') }]} />
          <h1>{hasQuery ? t('invalidTitle') : t('title')}</h1>
          {hasQuery && !parsed.ok ? (
            <div role="alert" data-testid="nearby-invalid">
              <p className="lead">{t('invalidLead')}</p>
              <ul>
                {parsed.errors.map((error) => (
                  <li key={error.field}>{t(`error.${error.field}.${error.reason}`)}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="lead">{t('introLead')}</p>
          )}
          {button}
          <p>
            <Link href="/map">{await getTranslations('NotInArea').then((other) => other('mapLink'))}</Link>
          </p>
        </div>
      );
    }
    const env = getEnv();
    return (
      <NearbyPlaces
        locale={locale}
        position={parsed.value.position}
        zipcode={parsed.value.zipcode}
        service={{ origin: env.PARKING_SERVICE_ORIGIN ?? '', clientId: env.PARKING_SERVICE_CLIENT_ID }}
      />
    );
  },
};
