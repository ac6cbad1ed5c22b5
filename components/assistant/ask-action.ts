'use server';

import { headers } from 'next/headers';
import { askAssistant } from '@/lib/api/assistant';
import { maxQuestionLength } from '@/lib/domain/faq-match';
import { isLocale } from '@/lib/i18n/locales';
import { panelAnswer, type PanelAnswer } from './answer-facts';

export type AskResult =
  | { status: 'answered'; answers: PanelAnswer[] }
  | { status: 'none' }
  | { status: 'invalid'; reason: 'empty' | 'tooLong' }
  | { status: 'failed' };

/**
 * The chat panel's question, answered on the server from GET ask-me (so zh-cn gets converted
 * answers, facts come labelled in the page's language, and the browser loads no matching code). Whatever arrives is checked as from anyone on the network.
 */
export async function askAction(locale: unknown, question: unknown): Promise<AskResult> {
  if (typeof locale !== 'string' || !isLocale(locale) || typeof question !== 'string') return { status: 'failed' };
  const asked = question.trim();
  if (asked === '') return { status: 'invalid', reason: 'empty' };
  if ([...asked].length > maxQuestionLength) return { status: 'invalid', reason: 'tooLong' };
  // Asked on the visitor's behalf: the backend's rate limit counts their questions, not this server's.
  const outcome = await askAssistant(locale, asked, await headers());
  if (!outcome.ok) return { status: 'failed' };
  if (outcome.answers.length === 0) return { status: 'none' };
  return {
    status: 'answered',
    answers: await Promise.all(outcome.answers.map((answer) => panelAnswer(answer, locale))),
  };
}
