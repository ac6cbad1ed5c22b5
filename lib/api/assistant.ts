import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { askMeAnswerSchema, type AskMeAnswer } from '@/lib/schemas/ask-me';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callApi } from './client';

export type { AskMeAnswer };

/**
 * The assistant's answers to a question (GET ask-me?q=), in the page's language, each a record of
 * the site with its page. The backend folds simplified characters itself, so a zh-cn question is
 * sent as typed; the answers come back converted like every zh-cn call. Never cached: every
 * question differs, and live answers (weather, parking) change by the minute.
 */
export async function askAssistant(
  locale: Locale,
  question: string,
  visitor?: Headers,
): Promise<{ ok: true; answers: AskMeAnswer[] } | { ok: false }> {
  const outcome = await callApi({
    locale,
    path: 'ask-me',
    query: { q: question },
    schema: envelopeSchema(z.array(askMeAnswerSchema)),
    cache: 'no-store',
    visitor,
  });
  return outcome.ok ? { ok: true, answers: outcome.data.data } : { ok: false };
}
