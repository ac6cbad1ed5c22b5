import 'server-only';
import { createTranslator } from 'next-intl';
import { getEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { SubmissionKind } from '@/lib/domain/case-status';
import { archiveApplicationTitle } from '../file-area/archive-mail';
import { formStores, localizeForm } from '../content/online-forms';
import type { submissions } from '../db/schema';
import { sendMail } from '../mail/send-mail';
import { progressPath } from './receipt-mail';
import { mailLanguage, storedLocale } from '../mail/visitor-locale';

/** The reply an operator sends by e-mail when a case changes state, in the visitor's language. */
export async function sendStatusMail(row: typeof submissions.$inferSelect): Promise<{ sent: boolean }> {
  if (!row.email) return { sent: false };
  const locale = storedLocale(row.lang);
  const { lang, text } = mailLanguage(locale);
  const messages = await loadMessages(lang);
  const t = createTranslator({ locale: lang, messages, namespace: 'FormMail' });
  const status = createTranslator({ locale: lang, messages, namespace: 'CaseStatus' });
  const kind = row.kind as SubmissionKind;
  const seed = kind === 'archive' ? undefined : formStores[kind].find(row.formId);
  const title = kind === 'archive' ? await archiveApplicationTitle(lang) : seed ? localizeForm(seed, lang).title : kind;
  const link = new URL(
    localizedPath(locale, progressPath[kind] ?? '/applications/progress'),
    getEnv().SITE_URL,
  ).toString();
  const body = [
    t('greeting'),
    t('statusChanged', { title, serial: row.serialNumber, status: status(row.status as 'new') }),
    // Feedback answered with a text: the visitor reads the answer itself, not only that there is one.
    ...(row.reply ? [t('reply', { reply: row.reply })] : []),
    t('progress', { link }),
    t('signature'),
  ].join('\n\n');
  // An operator's answer to a filed case: not counted against the address's daily limit.
  return sendMail(
    { to: row.email, subject: text(t('statusSubject', { title, serial: row.serialNumber })), text: text(body) },
    { capped: false },
  );
}
