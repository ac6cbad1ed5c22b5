import { getTranslations } from 'next-intl/server';
import { NoData } from '@/components/content/no-data';
import { ExternalLink } from '@/components/ui/external-link';
import type { DocumentWire } from '@/lib/schemas/file-area';
import { formatFileSize } from '@/lib/domain/file-size';
import type { Locale } from '@/lib/i18n/locales';
import styles from './file-area.module.css';

type Props = { locale: Locale; documents: readonly DocumentWire[]; headingLevel: 'h2' | 'h3' };

/**
 * Documents as government sites list them: title, what it is, who published it, and the file's
 * format and size; another agency's page opens in a new window and says so.
 */
export async function DocumentList({ locale, documents, headingLevel }: Props) {
  if (documents.length === 0) return <NoData />;
  const t = await getTranslations({ locale, namespace: 'FileArea.documents' });
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const Heading = headingLevel;
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const own = document.url.startsWith('/');
        const label = `${document.title}${own ? ` (${document.format}${document.size ? `, ${formatFileSize(document.size, locale)}` : ''})` : ''}`;
        return (
          <li key={document.id} className={styles.document} data-testid="archive-document">
            <Heading>
              {own ? (
                <a href={document.url} type={document.format === 'PDF' ? 'application/pdf' : undefined}>
                  {label}
                </a>
              ) : (
                <ExternalLink href={document.url} hint={shell('externalHint')}>
                  {document.title}
                </ExternalLink>
              )}
            </Heading>
            <p>{document.summary}</p>
            <dl className={styles.documentFacts}>
              <div>
                <dt>{t('publisher')}</dt>
                <dd>{document.publisher}</dd>
              </div>
              <div>
                <dt>{t('format')}</dt>
                <dd>{document.format}</dd>
              </div>
              {document.size ? (
                <div>
                  <dt>{t('size')}</dt>
                  <dd>{formatFileSize(document.size, locale)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
