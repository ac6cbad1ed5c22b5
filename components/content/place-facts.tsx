import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { formatNumber } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { factStyles } from './detail-layout';

type Props = { locale: Locale; lat?: number; lng?: number; views?: number; travelInfo?: string; positionLabel?: string };

/** The facts panel's shared tail: coordinates with a map link, view count, how to get there. */
export async function PlaceFacts({ locale, lat, lng, views, travelInfo, positionLabel }: Props) {
  const t = await getTranslations('Place');
  const shell = await getTranslations('Shell');
  const hasPosition = lat !== undefined && lng !== undefined;
  return (
    <>
      {hasPosition || views !== undefined ? (
        // The same label/value list as the facts above it, so both read and look alike.
        <dl className={factStyles.list}>
          {hasPosition ? (
            <div>
              <dt>{positionLabel ?? t('position')}</dt>
              <dd>
                {lat.toFixed(5)}, {lng.toFixed(5)}{' '}
                <ExternalLink href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`} hint={shell('externalHint')}>
                  {t('openMap')}
                </ExternalLink>
              </dd>
            </div>
          ) : null}
          {views !== undefined ? (
            <div>
              <dt>{t('views')}</dt>
              <dd>{formatNumber(locale, views)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {travelInfo ? <TravelInfo text={travelInfo} /> : null}
    </>
  );
}

/** "Getting there" with its text; on its own where something comes between it and the facts (a tour's route). */
export async function TravelInfo({ text }: { text: string }) {
  const t = await getTranslations('Place');
  return (
    <>
      <h2 className={factStyles.subheading}>{t('travelInfo')}</h2>
      <p className={factStyles.travel}>{text}</p>
    </>
  );
}
