import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { publishedFormSchema, type PublishedForm } from '@/lib/schemas/forms/field-definition';
import { callApi, type ApiOutcome } from './client';

/** How long a form's answer (and so its page) is kept; the form pages export the same number. */
export const formPageRevalidateSeconds = 60;

/** Where each kind of form is read (its send endpoint is the same path with POST, see `sendPath`). */
const readPaths = { survey: 'surveys', registration: 'apply-events', application: 'applications' } as const;
type ListedKind = keyof typeof readPaths;

/**
 * The forms of one kind. Availability (places left, open or closed) changes, so their pages are
 * kept at most a minute (formPageRevalidateSeconds); the backend checks places again on sending.
 */
export async function listForms(locale: Locale, kind: ListedKind): Promise<{ ok: boolean; items: PublishedForm[] }> {
  const outcome = await callApi({
    locale,
    path: readPaths[kind],
    maxAgeSeconds: formPageRevalidateSeconds,
    schema: envelopeSchema(z.array(publishedFormSchema)),
  });
  return outcome.ok ? { ok: true, items: outcome.data.data } : { ok: false, items: [] };
}

export async function getForm(
  locale: Locale,
  kind: ListedKind | 'feedback',
  id?: number,
): Promise<ApiOutcome<PublishedForm>> {
  const path = kind === 'feedback' ? 'feedback' : `${readPaths[kind]}/${id}`;
  const outcome = await callApi({
    locale,
    path,
    maxAgeSeconds: formPageRevalidateSeconds,
    schema: envelopeSchema(publishedFormSchema),
  });
  return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
}

/** The browser's send endpoint of a form (spec: handle-survey, apply-events, applications, feedback). */
export function sendPath(apiLang: string, form: Pick<PublishedForm, 'kind' | 'id'>): string {
  const paths = {
    survey: `handle-survey/${form.id}`,
    registration: `apply-events/${form.id}`,
    application: `applications/${form.id}`,
    feedback: 'feedback',
  };
  return `/_api/${apiLang}/${paths[form.kind]}`;
}
