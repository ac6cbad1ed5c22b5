import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { toTraditional } from '@/lib/i18n/simplified';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { faqWireSchema, type FaqWire } from '@/lib/schemas/faq';
import { callApi } from './client';

export type AssistantAnswer = Pick<FaqWire, 'id' | 'question' | 'answer'>;

/**
 * The chat assistant's answers to a question (GET ics?q=), in the page's language. The backend
 * reads Traditional Chinese, so a question typed in simplified characters is converted first;
 * the answers come back converted like every zh-cn call. Never cached: every question differs.
 */
export async function askAssistant(
  locale: Locale,
  question: string,
): Promise<{ ok: true; answers: AssistantAnswer[] } | { ok: false }> {
  const outcome = await callApi({
    locale,
    path: 'ics',
    query: { q: locale === 'zh-cn' ? toTraditional(question) : question },
    schema: envelopeSchema(z.array(faqWireSchema)),
    cache: 'no-store',
  });
  if (!outcome.ok) return { ok: false };
  return {
    ok: true,
    answers: outcome.data.data.map(({ id, question: asked, answer }) => ({ id, question: asked, answer })),
  };
}
