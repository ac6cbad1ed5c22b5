import 'server-only';
import { maxQuestionLength } from '@/lib/domain/faq-match';
import { ValidationError } from '../http';

/** The `q` of an assistant endpoint (ics, ask-me): required, at most the panel field's length; 400 naming q otherwise. */
export function requireQuestion(query: URLSearchParams): string {
  const question = (query.get('q') ?? '').trim();
  if (question === '')
    throw new ValidationError('Query parameter q is required.', { q: 'Query parameter q is required.' });
  if ([...question].length > maxQuestionLength) {
    throw new ValidationError(`Query parameter q must be at most ${maxQuestionLength} characters.`, {
      q: `At most ${maxQuestionLength} characters.`,
    });
  }
  return question;
}
