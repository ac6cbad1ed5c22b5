import { OwnImage } from '@/components/ui/own-image';
import { getTranslations } from 'next-intl/server';
import { areas } from '@/lib/content/areas';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import styles from './area-cards.module.css';

/** The three scenic areas as large picture links to their area pages. */
export async function AreaCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Areas' });
  return (
    <ul className={styles.list}>
      {areas.map((area) => (
        <li key={area.slug} className={styles.item} data-area={area.id}>
          <OwnImage src={area.image} alt="" width={800} height={450} sizes="(min-width: 1024px) 380px, 100vw" />
          <div className={styles.text}>
            <h3>
              <Link href={`/${area.slug}`} className={styles.link}>
                {t(`${area.slug}.title`)}
              </Link>
            </h3>
            <p>{t(`${area.slug}.lead`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
