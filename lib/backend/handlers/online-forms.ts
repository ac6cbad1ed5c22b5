import 'server-only';
import type { CaseStatus, ReplyChannel } from '@/lib/domain/case-status';
import type { ApiLang } from '@/lib/i18n/locales';
import {
  applicationSerialPattern,
  caseLookupSchema,
  feedbackSerialPattern,
  type CaseProgress,
} from '@/lib/schemas/forms/case-lookup';
import { dynamicFormSchema } from '@/lib/schemas/forms/dynamic-form';
import type { FormKind, PublishedForm } from '@/lib/schemas/forms/field-definition';
import { formStores, localizeForm, type FormSeed } from '../content/online-forms';
import { parseId } from '../content/seed-store';
import type { submissions } from '../db/schema';
import { findCase } from '../forms/find-case';
import { displayAnswer, emailOf, splitUploads } from '../forms/answers';
import { decodeAttachments } from '../forms/attachments';
import { availabilityOf } from '../forms/availability';
import { receiptMail } from '../forms/receipt-mail';
import { deliverMail } from '../mail/send-mail';
import { storeSubmission } from '../forms/store-submission';
import { ApiHttpError, contentChangedHeader, WithHeaders, type EndpointRequest } from '../http';
import { oncePerKey } from '../security/idempotency';
import { envelope } from './envelope';
import { guardSend, parseForm, requireCaptcha } from './send-guard';
import { visitorLocale } from '../mail/visitor-locale';

const notFound: Record<FormKind, string> = {
  survey: 'No such survey.',
  registration: 'No such event registration.',
  application: 'No such application form.',
  feedback: 'No such form.',
};

function findSeed(kind: FormKind, id: string | undefined): FormSeed {
  // The feedback form is the only one of its kind and has no id in its path.
  const seed = formStores[kind].find(parseId(id ?? '1') ?? 0);
  if (!seed) throw new ApiHttpError(404, notFound[kind]);
  return seed;
}

async function publish(seed: FormSeed, lang: ApiLang): Promise<PublishedForm> {
  return { ...localizeForm(seed, lang), availability: await availabilityOf(seed) };
}

/** GET {list} and GET {list}/:id: the forms of one kind with their fields and availability. */
export function formReadHandlers(kind: FormKind) {
  return {
    list: async ({ lang }: EndpointRequest) =>
      envelope(lang, await Promise.all(formStores[kind].all().map((seed) => publish(seed, lang)))),
    detail: async ({ lang, params }: EndpointRequest) => envelope(lang, await publish(findSeed(kind, params.id), lang)),
  };
}

const closedMessage: Record<FormKind, string> = {
  survey: 'This survey is not open for answers.',
  registration: 'Registration is closed: the deadline has passed or there are no places left.',
  application: 'This form is not taking applications.',
  feedback: 'This form is not taking feedback.',
};

/**
 * POST {endpoint}/:id — one generic send for every form built from field definitions: the send
 * guard (XSRF, rate limit), the form's own schema, availability, the captcha, then the
 * submission and its files stored in one transaction, then the receipt mail with the serial.
 */
export function formSendHandler(kind: FormKind, endpoint: string) {
  return async (request: EndpointRequest) => {
    await guardSend(request, endpoint);
    const seed = findSeed(kind, request.params.id);
    const form = localizeForm(seed, request.lang);
    const values = parseForm(dynamicFormSchema(form.fields), request.body) as Record<string, unknown> & {
      captchaId: string;
      captchaCode: string;
    };
    const { answers, uploads } = splitUploads(form, values);
    // A file that only starts like an image is a field error, found before the captcha is spent.
    const attachments = await decodeAttachments(uploads);
    const answer = await oncePerKey(
      `${endpoint}:${seed.id}`,
      request.headers.get('idempotency-key'),
      values,
      async () => {
        const availability = await availabilityOf(seed);
        if (!availability.open) throw new ApiHttpError(410, closedMessage[kind]);
        await requireCaptcha(values);
        const email = emailOf(form, answers);
        const stored = await storeSubmission({
          kind,
          formId: seed.id,
          // The visitor's site language (zh-cn included): the operator's reply mail is written in it.
          lang: visitorLocale(request),
          email,
          seats: kind === 'registration' ? Number(answers[seed.progressFields?.people ?? 'people'] ?? 1) : 0,
          capacity: kind === 'registration' ? seed.capacity : undefined,
          answers,
          attachments,
          receipt: email ? (serial) => receiptMail(visitorLocale(request), form, email, serial) : undefined,
        });
        const mail = stored.receipt ? await deliverMail(stored.receipt.id, stored.receipt.mail) : { sent: false };
        return envelope(request.lang, { serial: stored.serial, mailSent: mail.sent });
      },
    );
    // A registration takes places: the form's page (cached, it shows the places left) is renewed.
    return kind === 'registration'
      ? new WithHeaders(answer, { [contentChangedHeader]: `${endpoint},${endpoint}/${seed.id}` })
      : answer;
  };
}

/**
 * POST check-application / check-feedback — the progress of one case, shown only to whoever has
 * both its serial number and the e-mail used; any mismatch gets the same 404.
 */
export function caseProgressHandler(kinds: readonly FormKind[], endpoint: string) {
  const lookupSchema = caseLookupSchema(kinds.includes('feedback') ? feedbackSerialPattern : applicationSerialPattern);
  return async (request: EndpointRequest) => {
    await guardSend(request, endpoint);
    const lookup = parseForm(lookupSchema, request.body);
    await requireCaptcha(lookup);
    const row = await findCase(lookup.serial, lookup.email, kinds);
    return envelope(request.lang, progressView(row, request.lang));
  };
}

function progressView(row: typeof submissions.$inferSelect, lang: ApiLang): CaseProgress {
  const kind = row.kind as FormKind;
  const seed = formStores[kind].find(row.formId);
  const form = seed ? localizeForm(seed, lang) : undefined;
  const answers = row.answers as Record<string, unknown>;
  const separator = lang === 'en' ? ', ' : '、';
  const shown = (name: string | undefined) =>
    name
      ? displayAnswer(
          form?.fields.find((field) => field.name === name),
          answers[name],
          separator,
        )
      : null;
  return {
    serial: row.serialNumber,
    kind,
    type: form?.title ?? kind,
    place: shown(seed?.progressFields?.place),
    session: shown(seed?.progressFields?.session),
    people: shown(seed?.progressFields?.people ?? (kind === 'registration' ? 'people' : undefined)),
    status: row.status as CaseStatus,
    replyVia: (row.replyVia as ReplyChannel | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
