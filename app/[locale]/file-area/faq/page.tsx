import { getTranslations } from 'next-intl/server';
import { FaqItems } from '@/components/content/faq-items';
import { NoData } from '@/components/content/no-data';
import { FileAreaPage, fileAreaMetadata } from '@/components/file-area/file-area-page';
import { listArchiveFaqs } from '@/lib/api/file-area';
import { sortByPriorityThenHits } from '@/lib/domain/sort';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sections } from '@/lib/sections';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = fileAreaMetadata('faq', sections.fileAreaFaq.path);

/** Questions about applying for the office's records. */
export default async function FileAreaFaqPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FileArea.faq');
  const faqs = sortByPriorityThenHits((await listArchiveFaqs(locale)).items);
  return (
    <FileAreaPage locale={locale} title={t('title')} lead={t('lead')}>
      {faqs.length === 0 ? <NoData /> : <FaqItems faqs={faqs} locale={locale} />}
    </FileAreaPage>
  );
}
