import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callApi, type ApiOutcome } from './client';

const confirmedSchema = envelopeSchema(z.object({ serial: z.string(), status: z.literal('filed') }));

/** POST verify-opinion: the author's confirmation link files the suggestion (the token works once). */
export async function confirmSuggestion(locale: Locale, token: string): Promise<ApiOutcome<{ serial: string }>> {
  const outcome = await callApi({
    locale,
    path: 'verify-opinion',
    method: 'POST',
    body: { token },
    cache: 'no-store',
    schema: confirmedSchema,
  });
  return outcome.ok ? { ok: true, data: { serial: outcome.data.data.serial } } : outcome;
}
