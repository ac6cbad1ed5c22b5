import { getTranslations } from 'next-intl/server';
import { listLostProperty } from '@/lib/api/lost-property';
import { formatDay } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';
import { NoData } from './no-data';
import dataTable from '@/components/ui/data-table.module.css';
import styles from './lost-property.module.css';

/**
 * Lost property handed in at the area's visitor centres (spec section 3: serial number, date),
 * newest first, with what to do when the item is not listed. Until the office publishes a record
 * the list says "No Data": no item is invented.
 */
export async function LostPropertySection({ locale }: { locale: Locale }) {
  const t = await getTranslations('LostProperty');
  const { items } = await listLostProperty(locale);
  const newestFirst = [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return (
    <section aria-labelledby="lost-property" className="grouped-section">
      <h2 id="lost-property">{t('title')}</h2>
      <p>{t('lead')}</p>
      {newestFirst.length > 0 ? (
        <div className={dataTable.wrap} tabIndex={0} role="group" aria-labelledby="lost-property-caption">
          <table className={`${dataTable.table} ${styles.table}`} data-testid="lost-property">
            <caption id="lost-property-caption">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('serialNumber')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('item')}</th>
                <th scope="col">{t('foundAt')}</th>
                <th scope="col">{t('collectAt')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.serialNumber}</th>
                  <td>
                    <time dateTime={entry.date}>{formatDay(locale, entry.date)}</time>
                  </td>
                  <td>{entry.item}</td>
                  <td>{entry.foundAt}</td>
                  <td>{entry.collectAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <NoData />
      )}
    </section>
  );
}
