import 'server-only';
import { createTranslator } from 'next-intl';
import { getEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { FormKind } from '@/lib/schemas/forms/field-definition';
import { formStores, localizeForm } from '../content/online-forms';
import type { submissions } from '../db/schema';
import { sendMail } from '../mail/send-mail';
import { mailLanguage, storedLocale } from '../mail/visitor-locale';

/** The reply an operator sends by e-mail when a case changes state, in the visitor's language. */
export async function sendStatusMail(row: typeof submissions.$inferSelect): Promise<{ sent: boolean }> {
  if (!row.email) return { sent: false };
  const locale = storedLocale(row.lang);
  const { lang, text } = mailLanguage(locale);
  const messages = await loadMessages(lang);
  const t = createTranslator({ locale: lang, messages, namespace: 'FormMail' });
  const status = createTranslator({ locale: lang, messages, namespace: 'CaseStatus' });
  const seed = formStores[row.kind as FormKind].find(row.formId);
  const title = seed ? localizeForm(seed, lang).title : row.kind;
  const link = new URL(
    localizedPath(locale, row.kind === 'feedback' ? '/love-trimt/feedback/status' : '/applications/progress'),
    getEnv().SITE_URL,
  ).toString();
  const body = [
    t('greeting'),
    t('statusChanged', { title, serial: row.serialNumber, status: status(row.status as 'new') }),
    t('progress', { link }),
    t('signature'),
  ].join('\n\n');
  return sendMail({
    to: row.email,
    subject: text(t('statusSubject', { title, serial: row.serialNumber })),
    text: text(body),
  });
}
