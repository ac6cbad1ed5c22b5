import 'server-only';
import { listPublishedFeedback } from '../forms/love-trimt';
import type { EndpointRequest } from '../http';
import { envelope } from './envelope';

/** GET /_api/{lang}/love-trimt: published feedback with the office's answers (zh-tw; en and ja an empty list). */
export async function loveTrimtHandler({ lang }: EndpointRequest) {
  return envelope(lang, await listPublishedFeedback(lang));
}
