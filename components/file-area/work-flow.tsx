import { getTranslations } from 'next-intl/server';
import { workFlowPdf } from '@/lib/content/work-flow-pdf';
import { workFlowSourceText } from '@/lib/content/work-flow-text';
import { formatFileSize } from '@/lib/domain/file-size';
import type { Locale } from '@/lib/i18n/locales';
import styles from './file-area.module.css';

type Props = { locale: Locale; headingLevel: 'h2' | 'h3'; id: string; showRules?: boolean };

/**
 * The archive application's steps (and its rules), from the same text as the work-flow PDF,
 * with the PDF linked: its format and size said, as government sites list files.
 */
export async function WorkFlow({ locale, headingLevel, id, showRules = true }: Props) {
  const text = await workFlowSourceText(locale);
  const t = await getTranslations({ locale, namespace: 'ArchiveWorkFlow' });
  const pdf = workFlowPdf(locale);
  const Heading = headingLevel;
  const StepHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{text.stepsHeading}</Heading>
      <p>{text.intro}</p>
      <ol className={styles.steps}>
        {text.steps.map((step) => (
          <li key={step.heading} className={styles.step}>
            <StepHeading>{step.heading}</StepHeading>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
      {showRules ? (
        <>
          <StepHeading id={`${id}-rules`}>{text.rulesHeading}</StepHeading>
          <ul className={styles.rules} aria-labelledby={`${id}-rules`}>
            {text.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a href={pdf.url} type="application/pdf" hrefLang={locale} data-testid="work-flow-pdf">
          {t('pdfLink', { format: 'PDF', size: formatFileSize(pdf.bytes, locale) })}
        </a>
      </p>
    </section>
  );
}
