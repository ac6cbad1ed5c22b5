import 'server-only';
import type { EndpointRequest } from '../http';
import { createCaptcha } from '../security/captcha';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { envelope } from './envelope';

/** GET captcha — a new challenge (image and id); a client may ask for 60 in ten minutes. */
export async function captchaHandler({ lang, headers }: EndpointRequest) {
  await consumeRateLimit(`captcha:${clientKeyOf(headers)}`, 60, 600);
  return envelope(lang, await createCaptcha());
}
