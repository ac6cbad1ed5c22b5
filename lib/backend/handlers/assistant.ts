import 'server-only';
import { matchFaqs } from '@/lib/domain/faq-match';
import { catalogue } from '../content/catalogue';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';
import { requireQuestion } from './question';

/**
 * GET /_api/{lang}/ics?q= — the chat assistant's answers (spec: "ics (mascot Q&A)"): the FAQ
 * entries closest to the visitor's question, best first, at most three; an empty list when none
 * is close (the panel then offers the site search). The FAQ is the only source of answers, so
 * every answer is one the office has written.
 */
export async function assistantHandler({ lang, query }: EndpointRequest) {
  const question = requireQuestion(query);
  const entries = catalogue.faqs.store.all().map((seed) => ({ id: seed.id, ...seed.i18n[lang], seed }));
  // Answered in the FAQ's own wire form, so a client reads an answer as it reads /faqs.
  return envelope(
    lang,
    matchFaqs(question, entries).map(({ seed }) => catalogue.faqs.toWire(seed, lang, 0)),
  );
}
