import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { shopsSelling } from '@/lib/api/shops';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/ota/ota-products.module.css';

/**
 * The shops that sell a souvenir (spec section 3's shop records): name, address, phone, website.
 * Only real shops with sources; absent when there is none (never an empty box).
 */
export async function ShopsSelling({ locale, souvenirId }: { locale: Locale; souvenirId: number }) {
  const shops = await shopsSelling(locale, souvenirId);
  if (shops.length === 0) return null;
  const t = await getTranslations('Shops');
  const shell = await getTranslations('Shell');
  return (
    <section aria-labelledby="shops-selling">
      <h2 id="shops-selling">{t('heading')}</h2>
      <ul className={styles.list} data-testid="shops-selling">
        {shops.map((shop) => (
          <li key={shop.id} className={styles.item}>
            {shop.website ? (
              <ExternalLink href={shop.website} hint={shell('externalHint')} className={styles.name}>
                {shop.name}
              </ExternalLink>
            ) : (
              <span className={styles.name}>{shop.name}</span>
            )}
            {shop.address ? <span>{shop.address}</span> : null}
            {shop.phone ? (
              <span>
                {t('phone')} <a href={`tel:${shop.phone.replace(/[^0-9+#]/g, '')}`}>{shop.phone}</a>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
