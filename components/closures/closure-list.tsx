import { getTranslations } from 'next-intl/server';
import { FactList, type Fact } from '@/components/content/fact-list';
import type { ClosedPlace } from '@/lib/api/closures';
import { closureDetailBase } from '@/lib/domain/closures';
import { formatDay } from '@/lib/domain/format';
import { statusKey } from '@/lib/domain/trail-labels';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from './closures.module.css';

/**
 * The places not open as usual, each with its kind, area, status, and the reason and start day
 * where its record gives them (issue 25 §6). Without either, it says so instead of guessing.
 */
export async function ClosureList({ locale, items }: { locale: Locale; items: readonly ClosedPlace[] }) {
  const t = await getTranslations('Closures');
  const trails = await getTranslations('Trails');
  return (
    <ul className={styles.list} data-testid="closures">
      {items.map((item) => {
        const facts: Fact[] = [
          { key: 'status', label: trails('status'), value: trails(`statusLabels.${statusKey(item.status)}`) },
        ];
        if (item.statusNote) facts.push({ key: 'reason', label: t('reason'), value: item.statusNote });
        if (item.statusSince)
          facts.push({ key: 'since', label: t('since'), value: formatDay(locale, item.statusSince) });
        return (
          <li key={`${item.kind}-${item.id}`} className={styles.item} data-status={item.status}>
            <p className={styles.kicker}>{[t(`kinds.${item.kind}`), item.areaName].filter(Boolean).join(' · ')}</p>
            <h2 className={styles.name}>
              <Link href={`${closureDetailBase[item.kind]}/${item.id}`}>{item.name}</Link>
            </h2>
            <FactList facts={facts} className={styles.facts} />
            {item.statusNote || item.statusSince ? null : <p className={styles.note}>{t('noDetails')}</p>}
          </li>
        );
      })}
    </ul>
  );
}
