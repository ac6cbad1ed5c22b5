import 'server-only';
import type { z } from 'zod';
import { formErrorKeys } from '@/lib/schemas/forms/fields';
import { ApiHttpError, ValidationError, type EndpointRequest } from '../http';
import { answerCaptcha } from '../security/captcha';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { hasValidXsrfToken, isCrossSiteRequest } from '../security/xsrf';

/** Sends per client and endpoint in a ten-minute window. */
const sendLimit = 20;
const sendWindowSeconds = 600;

/** Every send endpoint: another site's send refused (403), the XSRF token (403), then the client's rate limit (429). */
export async function guardSend(request: EndpointRequest, endpoint: string): Promise<void> {
  if (isCrossSiteRequest(request.headers))
    throw new ApiHttpError(403, 'Forms can only be sent from the pages of this site.');
  if (!(await hasValidXsrfToken(request.headers)))
    throw new ApiHttpError(403, 'The security token is missing or has expired. Please reload the page and try again.');
  await consumeRateLimit(`${endpoint}:${clientKeyOf(request.headers)}`, sendLimit, sendWindowSeconds);
}

/** The form's own schema (the one its page uses): a refused form answers 400 with a message key per field. */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiHttpError(415, 'Send the form as a JSON object (Content-Type: application/json).');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      // Rows of a repeated group are named as the form names them: `files.0.title`.
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
      // Keys the site translates; anything else (a wrong type sent by a script) reads as invalid.
      errors[field] ??= (formErrorKeys as readonly string[]).includes(issue.message) ? issue.message : 'invalid';
    }
    throw new ValidationError('Some fields need attention.', errors);
  }
  return parsed.data;
}

/**
 * The captcha answer, checked once the other fields are valid. Call it inside `oncePerKey`: a
 * retry of an accepted submission must get its first answer, not a spent captcha.
 */
export async function requireCaptcha(form: { captchaId: string; captchaCode: string }): Promise<void> {
  if (!(await answerCaptcha(form.captchaId, form.captchaCode))) {
    throw new ValidationError('The verification code is wrong.', { captchaCode: 'captchaError' });
  }
}
