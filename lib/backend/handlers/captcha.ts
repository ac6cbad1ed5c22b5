import 'server-only';
import { ApiHttpError, BinaryAnswer, type EndpointRequest } from '../http';
import { speakCode } from '../security/captcha-audio';
import { codeToSpeak, createCaptcha } from '../security/captcha';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { envelope } from './envelope';

/** GET captcha — a new challenge (image and id); a client may ask for 60 in ten minutes. */
export async function captchaHandler({ lang, headers }: EndpointRequest) {
  await consumeRateLimit(`captcha:${clientKeyOf(headers)}`, 60, 600);
  return envelope(lang, await createCaptcha());
}

/** GET captcha/:id/audio — the same code, spoken digit by digit (WAV), while it can be answered. */
export async function captchaAudioHandler({ lang, params, headers }: EndpointRequest) {
  await consumeRateLimit(`captcha:${clientKeyOf(headers)}`, 60, 600);
  const code = await codeToSpeak(params.id ?? '');
  if (!code) throw new ApiHttpError(404, 'This verification code has expired or was already used. Ask for a new one.');
  return new BinaryAnswer(speakCode(code, lang), 'audio/wav');
}
