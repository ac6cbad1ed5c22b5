import { getTranslations } from 'next-intl/server';
import { FactList, type Fact } from '@/components/content/fact-list';
import { sectionListView } from '@/components/content/section-list-view';
import { areaSelect, countySelect } from '@/components/content/select-filters';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/lib/i18n/navigation';
import { MarkedText } from '@/components/ui/marked-text';
import { listConsultants, type Consultant } from '@/lib/api/consultants';
import { filterListItems } from '@/lib/domain/list-filter';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { canonicalSitePath } from '@/lib/sections';
import styles from '@/components/content/info-card.module.css';

export const consultantsView = sectionListView('consultants', {
  messages: 'Consultants',
  load: listConsultants,
  // Spec section 9: consultants are sorted by priority, then hits.
  show: (items, query) =>
    sortByPriorityThenHits(
      filterListItems(items, query, (item) => ({ name: item.name, location: [item.address, item.districtName] })),
    ),
  selects: async (items, query) => [await areaSelect(query.area), await countySelect(items, query.county)],
  render: async (shown, { locale }) => {
    const t = await getTranslations('Consultants');
    const shell = await getTranslations('Shell');
    const factsOf = (item: Consultant): Fact[] =>
      [
        { key: 'services', label: t('services'), value: item.services },
        { key: 'address', label: t('address'), value: item.address },
        { key: 'hours', label: t('hours'), value: item.hours },
        { key: 'languages', label: t('languages'), value: item.languages },
      ].filter((fact): fact is Fact => Boolean(fact.value));
    return (
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.id} className={styles.card} data-area={item.areaId} data-testid="consultant-card">
            {item.areaName ? <p className={styles.kicker}>{item.areaName}</p> : null}
            <h3 className={styles.name}>
              <MarkedText text={item.name} locale={locale} />
            </h3>
            <p>{item.summary ? <MarkedText text={item.summary} locale={locale} /> : null}</p>
            <FactList facts={factsOf(item)} className={styles.facts} />
            {item.phone || item.website ? (
              <p className={styles.contact}>
                {item.phone ? (
                  <span>
                    {t('phone')} <a href={`tel:${item.phone.replace(/[^0-9+#]/g, '')}`}>{item.phone}</a>
                  </span>
                ) : null}
                {item.website?.startsWith('/') ? (
                  // A page of this site (the centre's attraction page): in the visitor's language, same window.
                  <Link href={canonicalSitePath(item.website)}>{t('sitePage')}</Link>
                ) : item.website ? (
                  <ExternalLink href={item.website} hint={shell('externalHint')}>
                    {t('website')}
                  </ExternalLink>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  },
});
