import 'server-only';
import { getTranslations } from 'next-intl/server';
import { maxQuestionLength } from '@/lib/domain/faq-match';

/** The chat panel's strings; `{source}` in answerFrom and readMore, `{question}` in searchLink are filled in the browser. */
export type AssistantLabels = {
  buttonText: string;
  buttonLabel: string;
  title: string;
  greeting: string;
  suggestionsLabel: string;
  suggestions: string[];
  inputLabel: string;
  send: string;
  close: string;
  you: string;
  assistant: string;
  thinking: string;
  answerFrom: string;
  readMore: string;
  related: string;
  noAnswer: string;
  searchLink: string;
  mailboxLink: string;
  failed: string;
  errorPrefix: string;
  errorEmpty: string;
  errorTooLong: string;
};

export async function assistantLabels(): Promise<AssistantLabels> {
  const t = await getTranslations('Assistant');
  const errors = await getTranslations('FormErrors');
  const plain = [
    'buttonText',
    'buttonLabel',
    'title',
    'greeting',
    'suggestionsLabel',
    'inputLabel',
    'send',
    'close',
    'you',
    'assistant',
    'thinking',
    'related',
    'noAnswer',
    'mailboxLink',
    'failed',
    'errorEmpty',
  ] as const;
  const labels = Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>;
  return {
    ...labels,
    suggestions: t.raw('suggestions') as string[],
    answerFrom: t.raw('answerFrom') as string,
    searchLink: t.raw('searchLink') as string,
    readMore: t.raw('readMore') as string,
    errorPrefix: errors('errorPrefix'),
    errorTooLong: t('errorTooLong', { max: maxQuestionLength }),
  };
}
