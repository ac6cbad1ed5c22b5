import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { otaProductsFor } from '@/lib/api/ota-products';
import type { Locale } from '@/lib/i18n/locales';
import { describeProvider } from './provider';
import styles from './ota-products.module.css';

/**
 * "Buy or book online" on a souvenir or a tour: the real products offered with it, each a link to
 * its seller's page, the seller named. Absent when there is none (never an empty box). The
 * sellers' pictures are not shown: they would load from their servers, which the site's content
 * policy does not allow and which would tell them who is reading.
 */
export async function OtaProducts({
  locale,
  record,
}: {
  locale: Locale;
  record: { souvenir?: number; tour?: number };
}) {
  const products = await otaProductsFor(locale, record);
  if (products.length === 0) return null;
  const t = await getTranslations('Ota');
  const shell = await getTranslations('Shell');
  const labels = { regionalCircle: t('regionalCircle'), platform: t.raw('platform') as string };
  return (
    <section aria-labelledby="ota-products">
      <h2 id="ota-products">{t('heading')}</h2>
      <ul className={styles.list} data-testid="ota-products">
        {products.map((product) => (
          <li key={product.product_id} className={styles.item}>
            <ExternalLink href={product.url} hint={shell('externalHint')} className={styles.name}>
              {product.name}
            </ExternalLink>
            <span className={styles.provider}>{describeProvider(product, labels)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
