import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { formatNumber } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { factStyles } from './detail-layout';
import { FactList, type Fact } from './fact-list';

type Props = {
  locale: Locale;
  facts: readonly Fact[];
  lat?: number;
  lng?: number;
  views?: number;
  travelInfo?: string;
  positionLabel?: string;
};

/**
 * A facts panel's list: the item's own facts, then its coordinates with a map link and its view
 * count, all one definition list; then how to get there.
 */
export async function PlaceFacts({ locale, facts, lat, lng, views, travelInfo, positionLabel }: Props) {
  const t = await getTranslations('Place');
  const shell = await getTranslations('Shell');
  const hasPosition = lat !== undefined && lng !== undefined;
  return (
    <>
      {facts.length > 0 || hasPosition || views !== undefined ? (
        <FactList facts={facts} className={factStyles.list}>
          {hasPosition ? (
            <div>
              <dt>{positionLabel ?? t('position')}</dt>
              <dd>
                {lat.toFixed(5)}, {lng.toFixed(5)}{' '}
                <ExternalLink
                  href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`}
                  hint={shell('externalHint')}
                >
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
        </FactList>
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
