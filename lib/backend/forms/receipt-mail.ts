import 'server-only';
import { createTranslator } from 'next-intl';
import type { SubmissionKind } from '@/lib/domain/case-status';
import { getEnv } from '@/lib/env';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { FormDefinition } from '@/lib/schemas/forms/field-definition';
import type { OutgoingMail } from '../mail/send-mail';
import { mailLanguage } from '../mail/visitor-locale';

/** Where each kind's progress can be looked up with the serial number (surveys have none). */
export const progressPath: Partial<Record<SubmissionKind, string>> = {
  application: '/applications/progress',
  registration: '/applications/progress',
  feedback: '/love-trimt/feedback/status',
  archive: '/file-area/application/progress',
};

/**
 * The notification that carries the serial number (spec: the tea reservation's notification
 * carries the serial used to query progress). Survey answers are anonymous and get none.
 */
export async function receiptMail(
  locale: Locale,
  form: Pick<FormDefinition, 'title'> & { kind: SubmissionKind },
  email: string,
  serial: string,
): Promise<OutgoingMail> {
  const { lang, text } = mailLanguage(locale);
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: 'FormMail' });
  const path = progressPath[form.kind];
  const link = path ? new URL(localizedPath(locale, path), getEnv().SITE_URL).toString() : '';
  const body = [
    t('greeting'),
    t(`received.${form.kind === 'survey' ? 'application' : form.kind}`, { title: form.title, serial }),
    link ? t('progress', { link }) : '',
    t('signature'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { to: email, subject: text(t('subject', { title: form.title, serial })), text: text(body) };
}
