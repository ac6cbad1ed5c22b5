import { expect } from 'vitest';
import { callBackend } from './backend';

let client = 0;

/**
 * A visitor of the send endpoints: its own address (rate limits are per client), a fresh XSRF
 * token with its cookie, and captchas answered from the codes the mocked svg-captcha was asked
 * to draw (the test reads the image like a visitor; the code under test has no bypass).
 */
export async function newVisitor(drawn: { codes: string[] }) {
  const answer = await callBackend('xsrf-token');
  const token = (answer.body as { data: { token: string } }).data.token;
  const headers: Record<string, string> = {
    'x-xsrf-token': token,
    cookie: cookieOf(answer.headers),
    'x-forwarded-for': `198.51.100.${++client % 250}`,
  };
  const captcha = async (lang = 'en'): Promise<{ captchaId: string; captchaCode: string }> => {
    const challenge = await callBackend(`${lang}/captcha`, { headers });
    const data = (challenge.body as { data: { id: string; image: string; code?: string } }).data;
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(data.code, 'the code is never sent in production').toBeUndefined();
    return { captchaId: data.id, captchaCode: drawn.codes.at(-1)! };
  };
  return { token, headers, answerHeaders: answer.headers, captcha };
}

/** The cookie a browser would send back for a Set-Cookie answer (its name=value part). */
export function cookieOf(headers: Record<string, string> | undefined): string {
  return (headers?.['Set-Cookie'] ?? '').split(';')[0]!;
}
