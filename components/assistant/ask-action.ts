'use server';

import { askAssistant, type AssistantAnswer } from '@/lib/api/assistant';
import { maxQuestionLength } from '@/lib/domain/faq-match';
import { isLocale } from '@/lib/i18n/locales';

export type AskResult =
  | { status: 'answered'; answers: AssistantAnswer[] }
  | { status: 'none' }
  | { status: 'invalid'; reason: 'empty' | 'tooLong' }
  | { status: 'failed' };

/**
 * The chat panel's question, answered on the server (so zh-cn gets converted answers, and the
 * browser loads no matching code). Whatever arrives is checked as from anyone on the network.
 */
export async function askAction(locale: unknown, question: unknown): Promise<AskResult> {
  if (typeof locale !== 'string' || !isLocale(locale) || typeof question !== 'string') return { status: 'failed' };
  const asked = question.trim();
  if (asked === '') return { status: 'invalid', reason: 'empty' };
  if ([...asked].length > maxQuestionLength) return { status: 'invalid', reason: 'tooLong' };
  const outcome = await askAssistant(locale, asked);
  if (!outcome.ok) return { status: 'failed' };
  return outcome.answers.length > 0 ? { status: 'answered', answers: outcome.answers } : { status: 'none' };
}
