import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import {
  suggestionFormSchema,
  suggestionLookupSchema,
  type SuggestionStatusView,
} from '@/lib/schemas/forms/suggestion';
import { getDb } from '../db/client';
import { suggestions } from '../db/schema';
import { ApiHttpError, type EndpointRequest } from '../http';
import { newSerial } from '../forms/serial';
import { deliverMail, queueMail, type OutgoingMail } from '../mail/send-mail';
import { oncePerKey } from '../security/idempotency';
import { guardSend, parseForm, requireCaptcha } from './send-guard';
import { envelope } from './envelope';
import { mailLanguage, visitorLocale } from '../mail/visitor-locale';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST suggest-opinion — stores the suggestion as awaiting confirmation, then mails its author a
 * single-use confirmation link. The answer (the serial number) comes only after the row is stored.
 */
export async function sendSuggestion(request: EndpointRequest) {
  await guardSend(request, 'suggest-opinion');
  const form = parseForm(suggestionFormSchema, request.body);
  return oncePerKey('suggest-opinion', request.headers.get('idempotency-key'), form, async () => {
    await requireCaptcha(form);
    const token = randomBytes(32).toString('base64url');
    const locale = visitorLocale(request);
    const { lang, text } = mailLanguage(locale);
    const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: 'SuggestionMail' });
    const confirmationMail = (serial: string): OutgoingMail => {
      const link = new URL(
        `${localizedPath(locale, '/suggestion/confirm')}?token=${token}`,
        getEnv().SITE_URL,
      ).toString();
      return {
        to: form.email,
        subject: text(t('subject', { serial })),
        // Nothing the visitor typed: the address has not confirmed it wants mail from whoever typed it.
        text: text(t('body', { serial, link })),
      };
    };
    const db = await getDb();
    // The suggestion and its confirmation mail are stored together, or neither is.
    const stored = await db.transaction(async (tx) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await tx
          .insert(suggestions)
          .values({
            serialNumber: newSerial('S'),
            lang: locale,
            name: form.name,
            email: form.email,
            phone: form.phone || null,
            subject: form.subject,
            message: form.message,
            status: 'awaiting-confirmation',
            confirmTokenHash: tokenHash(token),
          })
          .onConflictDoNothing()
          .returning({ serial: suggestions.serialNumber });
        if (!row) continue;
        const mail = confirmationMail(row.serial);
        return { serial: row.serial, mail, mailId: await queueMail(mail, tx) };
      }
      throw new ApiHttpError(503, 'The suggestion could not be stored; please try again.');
    });
    const serial = stored.serial;
    const mail = await deliverMail(stored.mailId, stored.mail);
    return envelope(request.lang, { serial, status: 'awaiting-confirmation', mailSent: mail.sent });
  });
}

/** POST verify-opinion — the author's confirmation: files the suggestion; the token works once. */
export async function verifySuggestion({ lang, body }: EndpointRequest) {
  const token =
    typeof body === 'object' && body !== null && 'token' in body ? (body as { token: unknown }).token : undefined;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token))
    throw new ApiHttpError(404, 'This confirmation link is not valid or has already been used.');
  const db = await getDb();
  const [row] = await db
    .update(suggestions)
    .set({ status: 'filed', confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(suggestions.confirmTokenHash, tokenHash(token)), eq(suggestions.status, 'awaiting-confirmation')))
    .returning({ serial: suggestions.serialNumber });
  if (!row) throw new ApiHttpError(404, 'This confirmation link is not valid or has already been used.');
  return envelope(lang, { serial: row.serial, status: 'filed' });
}

/**
 * POST check-opinion — status and reply, shown only to the author: the serial number and the
 * e-mail used must both match. Any mismatch gets the same answer, so the lookup reveals nothing.
 */
export async function checkSuggestion(request: EndpointRequest) {
  await guardSend(request, 'check-opinion');
  const lookup = parseForm(suggestionLookupSchema, request.body);
  await requireCaptcha(lookup);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(suggestions)
    .where(
      and(
        eq(suggestions.serialNumber, lookup.serial),
        eq(sql`lower(${suggestions.email})`, lookup.email.toLowerCase()),
      ),
    );
  if (!row) throw new ApiHttpError(404, 'No suggestion matches this serial number and e-mail address.');
  const view: SuggestionStatusView = {
    serial: row.serialNumber,
    status: row.status as SuggestionStatusView['status'],
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    reply: row.reply,
    replyVia: (row.replyVia as SuggestionStatusView['replyVia']) ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
  return envelope(request.lang, view);
}
