import { getTranslations } from 'next-intl/server';
import styles from './no-data.module.css';

/** Spec section 8: an empty list (or a backend that failed) shows 'No Data'. */
export async function NoData() {
  const t = await getTranslations('Common');
  return <p className={styles.noData}>{t('noData')}</p>;
}
