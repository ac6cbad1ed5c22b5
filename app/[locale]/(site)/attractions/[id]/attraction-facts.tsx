import { getLocale, getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import type { Attraction } from '@/lib/api/attractions';
import { factStyles as styles, FactsPanel } from '@/components/content/detail-layout';
import { formatPlace } from '@/lib/domain/format';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/** Every fact of an attraction that is known; unknown facts are left out, never invented. */
export async function AttractionFacts({ attraction: item, hitsText }: { attraction: Attraction; hitsText: string }) {
  const t = await getTranslations('Attraction');
  const shell = await getTranslations('Shell');
  const hasPosition = item.lat !== undefined && item.lng !== undefined;
  const locale = await getLocale();
  const place = formatPlace(isLocale(locale) ? locale : defaultLocale, item.countyName, item.districtName);

  return (
    <FactsPanel heading={t('details')}>
      <dl className={styles.list}>
        {item.areaName ? <Fact label={t('area')}>{item.areaName}</Fact> : null}
        {item.address || place ? (
          <Fact label={t('address')}>
            {item.zipcode ? `${item.zipcode} ` : ''}
            {item.address ?? place}
          </Fact>
        ) : null}
        {item.phone ? (
          <Fact label={t('phone')}>
            <a href={`tel:+886${item.phone.replace(/\D/g, '').replace(/^0/, '')}`}>{item.phone}</a>
          </Fact>
        ) : null}
        {item.openingHours ? <Fact label={t('openingHours')}>{item.openingHours}</Fact> : null}
        {hasPosition ? (
          <Fact label={t('position')}>
            <span>
              {t('latitude')} {item.lat?.toFixed(6)}, {t('longitude')} {item.lng?.toFixed(6)}
            </span>
            <br />
            <ExternalLink
              href={`https://www.openstreetmap.org/?mlat=${item.lat}&mlon=${item.lng}#map=16/${item.lat}/${item.lng}`}
              hint={shell('externalHint')}
            >
              {t('openMap')}
            </ExternalLink>
          </Fact>
        ) : null}
        {item.website ? (
          <Fact label={t('website')}>
            <ExternalLink href={item.website} hint={shell('externalHint')}>
              {new URL(item.website).hostname}
            </ExternalLink>
          </Fact>
        ) : null}
        <Fact label={t('hits')}>{hitsText}</Fact>
      </dl>
      {item.travelInfo ? (
        <>
          <h2 className={styles.subheading}>{t('travelInfo')}</h2>
          <p className={styles.travel}>{item.travelInfo}</p>
        </>
      ) : null}
    </FactsPanel>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
