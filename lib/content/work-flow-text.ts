import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** The steps of an archive application, in the order the applicant meets them. */
export const workFlowSteps = ['find', 'apply', 'supplement', 'answer', 'receive', 'follow'] as const;
/** The rules the applicant is told (../shared/data-sources/archive-application.md). */
export const workFlowRules = ['answer', 'supplement', 'copies', 'restricted', 'fees', 'catalogue'] as const;

export type WorkFlowText = {
  title: string;
  publisher: string;
  intro: string;
  stepsHeading: string;
  steps: { heading: string; body: string }[];
  rulesHeading: string;
  rules: string[];
  source: (url: string) => string;
};

/**
 * The work flow in one language, from the messages: the apply page shows it, and the PDF of the
 * documents list is made from it (scripts/render-work-flow-pdf.mts), so the two cannot differ.
 */
export async function workFlowSourceText(locale: Locale): Promise<WorkFlowText> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'ArchiveWorkFlow' });
  return {
    title: t('title'),
    publisher: messages.FileArea.fullName,
    intro: t('intro'),
    stepsHeading: t('stepsHeading'),
    steps: workFlowSteps.map((step) => ({ heading: t(`steps.${step}.heading`), body: t(`steps.${step}.body`) })),
    rulesHeading: t('rulesHeading'),
    rules: workFlowRules.map((rule) => t(`rules.${rule}`)),
    source: (url) => t('pdfSource', { site: messages.Metadata.siteName, url }),
  };
}

/**
 * A hash of every text the PDFs are made from, in every language as printed: zh-cn included, so a
 * change of the simplified conversion counts too.
 */
export async function workFlowTextHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const locale of locales) {
    const { source, ...text } = await workFlowSourceText(locale);
    hash.update(JSON.stringify({ ...text, source: source('{url}') }));
  }
  return hash.digest('hex');
}
