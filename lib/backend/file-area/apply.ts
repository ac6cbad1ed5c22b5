import 'server-only';
import {
  archiveAnswerDays,
  archiveApplicationSchema,
  archiveLookupSchema,
  type ArchiveApplicationValues,
  type ArchiveProgress,
} from '@/lib/schemas/forms/archive-application';
import { findCase } from '../forms/find-case';
import { receiptMail } from '../forms/receipt-mail';
import { storeSubmission } from '../forms/store-submission';
import { envelope } from '../handlers/envelope';
import { guardSend, parseForm, requireCaptcha } from '../handlers/send-guard';
import type { EndpointRequest } from '../http';
import { deliverMail } from '../mail/send-mail';
import { visitorLocale } from '../mail/visitor-locale';
import { oncePerKey } from '../security/idempotency';
import { archiveApplicationTitle } from './archive-mail';

const applyEndpoint = 'file-area/apply';
const progressEndpoint = 'file-area/check-apply';

/** Only what the office needs of a choice that was not made: an agent's fields without an agent are dropped. */
function storedAnswers(values: ArchiveApplicationValues): Record<string, unknown> {
  const { captchaId: _id, captchaCode: _code, consent: _consent, ...answers } = values;
  const person = answers.applicantType === 'person';
  return {
    ...answers,
    representative: person ? '' : answers.representative,
    birthDate: person ? answers.birthDate : '',
    idNumber: person ? answers.idNumber : '',
    ...(answers.hasAgent
      ? {}
      : { agentName: '', agentIdNumber: '', agentPhone: '', agentAddress: '', agentRelation: '' }),
    purposeOther: answers.purpose === 'other' ? answers.purposeOther : '',
  };
}

/**
 * POST /_api/file-area/{lang}/apply — an archive application: the send guard (XSRF, rate limit),
 * the form's own schema, the captcha, then the application stored with its receipt mail in one
 * transaction, before the visitor is told it was received.
 */
export async function sendArchiveApplication(request: EndpointRequest) {
  await guardSend(request, applyEndpoint);
  const values = parseForm(archiveApplicationSchema, request.body);
  return oncePerKey(applyEndpoint, request.headers.get('idempotency-key'), values, async () => {
    await requireCaptcha(values);
    const locale = visitorLocale(request);
    const title = await archiveApplicationTitle(request.lang);
    const stored = await storeSubmission({
      kind: 'archive',
      formId: 0,
      lang: locale,
      email: values.email,
      seats: 0,
      answers: storedAnswers(values),
      attachments: [],
      receipt: (serial) => receiptMail(locale, { kind: 'archive', title }, values.email, serial),
    });
    const mail = stored.receipt ? await deliverMail(stored.receipt.id, stored.receipt.mail) : { sent: false };
    return envelope(request.lang, { serial: stored.serial, mailSent: mail.sent });
  });
}

/** The last day of the answer period: 30 days after the day it was received, in Taiwan. */
export function answerDueOf(createdAt: Date): string {
  return new Date(createdAt.getTime() + 8 * 3600_000 + archiveAnswerDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * POST /_api/file-area/{lang}/check-apply — an application's progress, shown only to whoever has
 * both its serial number and the e-mail used; any mismatch gets the same 404.
 */
export async function checkArchiveApplication(request: EndpointRequest) {
  await guardSend(request, progressEndpoint);
  const lookup = parseForm(archiveLookupSchema, request.body);
  await requireCaptcha(lookup);
  const row = await findCase(lookup.serial, lookup.email, ['archive']);
  const answers = row.answers as Pick<ArchiveApplicationValues, 'files' | 'purpose'>;
  const progress: ArchiveProgress = {
    serial: row.serialNumber,
    status: row.status as ArchiveProgress['status'],
    fileCount: answers.files.length,
    purpose: answers.purpose,
    replyVia: (row.replyVia as ArchiveProgress['replyVia']) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answerDue: answerDueOf(row.createdAt),
  };
  return envelope(request.lang, progress);
}
