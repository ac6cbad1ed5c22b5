import 'server-only';
import { ApiHttpError, BinaryAnswer, type EndpointRequest } from '../http';
import { speakCode } from '../security/captcha-audio';
import { captchaAudioPlays, codeToSpeak, createCaptcha } from '../security/captcha';
import { clientKeyOf } from '../security/client-key';
import { consumeRateLimit } from '../security/rate-limit';
import { envelope } from './envelope';

/** GET captcha — a new challenge (image and id); a client may ask for 60 in ten minutes. */
export async function captchaHandler({ lang, headers }: EndpointRequest) {
  await consumeRateLimit(`captcha:${clientKeyOf(headers)}`, 60, 600);
  return envelope(lang, await createCaptcha());
}

/**
 * GET captcha/:id/audio — the same code, spoken digit by digit (WAV), while it can be answered,
 * at most `captchaAudioPlays` times (then 410: the code can still be typed, or a new one asked for).
 */
export async function captchaAudioHandler({ lang, params, headers }: EndpointRequest) {
  await consumeRateLimit(`captcha:${clientKeyOf(headers)}`, 60, 600);
  const spoken = await codeToSpeak(params.id ?? '');
  if (spoken === 'unknown')
    throw new ApiHttpError(404, 'This verification code has expired or was already used. Ask for a new one.');
  if (spoken === 'played-out')
    throw new ApiHttpError(
      410,
      `This verification code has already been played ${captchaAudioPlays} times. Ask for a new code to hear one again.`,
    );
  return new BinaryAnswer(speakCode(spoken.code, lang), 'audio/wav');
}
