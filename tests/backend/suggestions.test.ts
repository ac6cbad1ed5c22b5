import { desc } from 'drizzle-orm';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { mailOutbox, suggestions } from '@/lib/backend/db/schema';
import { answerCaptcha, createCaptcha } from '@/lib/backend/security/captcha';
import { callBackend } from '../support/backend';
import { validSuggestion } from '../support/valid-suggestion';
import { newVisitor as startVisit } from '../support/visitor';

// The captcha image is drawn by svg-captcha; recording the code it is asked to draw lets the
// tests answer like a visitor who reads the image, with no bypass in the code under test.
const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

let headers: Record<string, string> = {};
let captcha: () => Promise<{ captchaId: string; captchaCode: string }>;

async function newVisitor(): Promise<void> {
  const visitor = await startVisit(drawn);
  expect(visitor.answerHeaders?.['Set-Cookie']).toContain(`__Host-XSRF-TOKEN=${visitor.token}`);
  expect(visitor.answerHeaders?.['Set-Cookie']).toMatch(/Path=\/; HttpOnly; SameSite=Strict; Max-Age=7200; Secure/);
  ({ headers, captcha } = visitor);
}

const valid = validSuggestion;

const send = async (body: unknown, extra: Record<string, string> = {}) =>
  callBackend('en/suggest-opinion', { method: 'POST', body, headers: { ...headers, ...extra } });

beforeEach(newVisitor);

describe('send endpoints: XSRF token and content', () => {
  test('a request without the token, or with one that does not match its cookie, is refused with 403', async () => {
    const body = { ...valid, ...(await captcha()) };
    expect((await callBackend('en/suggest-opinion', { method: 'POST', body })).status).toBe(403);
    const forged = await send(body, { 'x-xsrf-token': 'A'.repeat(43) });
    expect(forged.status).toBe(403);
    expect((forged.body as { message: string }).message).toMatch(/security token/);
  });

  test('a body that is not a JSON object is refused with 415', async () => {
    expect((await send('name=x&email=y')).status).toBe(415);
    expect((await send([1, 2])).status).toBe(415);
  });

  test('an empty form answers 400 with a message key for every required field', async () => {
    const answer = await send({});
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      consent: 'consentRequired',
      captchaId: 'captchaError',
      captchaCode: 'captchaRequired',
    });
  });

  test('phone and e-mail formats, lengths and wrong types get their own keys', async () => {
    const answer = await send({
      ...valid,
      phone: '12345',
      email: 'mei@',
      subject: 'x'.repeat(101),
      message: 42,
      ...(await captcha()),
    });
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({
      phone: 'phoneFormat',
      email: 'emailFormat',
      subject: 'tooLong',
      message: 'required',
    });
  });
});

describe('hostile input gets a 4xx, never a 500', () => {
  test('control characters, malformed captcha ids and non-ASCII XSRF headers', async () => {
    const nul = await send({ ...valid, message: 'a\u0000b', ...(await captcha()) });
    expect(nul.status).toBe(400);
    expect((nul.body as { errors: Record<string, string> }).errors).toEqual({ message: 'invalid' });
    expect((await send({ ...valid, captchaId: '\u0000', captchaCode: '12345' })).status).toBe(400);
    expect((await send({ ...valid, ...(await captcha()) }, { 'x-xsrf-token': `${'A'.repeat(42)}é` })).status).toBe(403);
    expect((await callBackend('en/captcha/%00/audio', { headers })).status).toBe(404);
  });

  test('the rate limit keys on the address the load balancer appended, not on one the client made up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await send({}, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.77` })).status);
    expect(statuses[20]).toBe(429);
  });
});

describe('captcha', () => {
  test('a wrong code answers "captchaError", and the challenge is then spent even for the right code', async () => {
    const challenge = await captcha();
    const wrong = await send({
      ...valid,
      captchaId: challenge.captchaId,
      captchaCode: '00000' === challenge.captchaCode ? '11111' : '00000',
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors).toEqual({ captchaCode: 'captchaError' });
    expect((await send({ ...valid, ...challenge })).status).toBe(400);
  });

  test('a code is good for one answer only, and never after it expires', async () => {
    const first = await createCaptcha();
    const code = drawn.codes.at(-1)!;
    expect(await answerCaptcha(first.id, code)).toBe(true);
    expect(await answerCaptcha(first.id, code)).toBe(false);
    const second = await createCaptcha();
    const later = new Date(Date.now() + (second.expiresIn + 1) * 1000);
    expect(await answerCaptcha(second.id, drawn.codes.at(-1)!, later)).toBe(false);
  });

  test('a client may ask for 60 codes in ten minutes; the 61st is refused with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await callBackend('en/captcha', { headers })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('the suggestion journey (spec section 4)', () => {
  test('stored as awaiting confirmation, confirmed once through the mailed link, then visible only to its author', async () => {
    const sent = await send({ ...valid, ...(await captcha()) });
    expect(sent.status).toBe(200);
    const { serial, status } = (sent.body as { data: { serial: string; status: string } }).data;
    expect(serial).toMatch(/^S\d{14}$/);
    expect(status).toBe('awaiting-confirmation');

    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.recipient).toBe('mei@example.com');
    expect(mail!.subject).toContain(serial);
    const link = /https:\/\/www\.example\.test\/en\/suggestion\/confirm\?token=([\w-]+)/.exec(mail!.body);
    expect(link).not.toBeNull();
    const [row] = await db.select().from(suggestions).orderBy(desc(suggestions.id)).limit(1);
    expect(row!.confirmTokenHash).not.toContain(link![1]!);

    const lookup = async (email: string) =>
      callBackend('en/check-opinion', { method: 'POST', body: { serial, email, ...(await captcha()) }, headers });
    expect(((await lookup('MEI@example.com')).body as { data: { status: string } }).data.status).toBe(
      'awaiting-confirmation',
    );

    const confirmed = await callBackend('en/verify-opinion', { method: 'POST', body: { token: link![1] } });
    expect((confirmed.body as { data: { serial: string; status: string } }).data).toEqual({ serial, status: 'filed' });
    expect((await callBackend('en/verify-opinion', { method: 'POST', body: { token: link![1] } })).status).toBe(404);

    const own = await lookup('mei@example.com');
    expect((own.body as { data: { status: string; subject: string; reply: null } }).data).toMatchObject({
      status: 'filed',
      subject: 'Trail signs',
      reply: null,
    });
    const stranger = await lookup('someone@example.com');
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('Trail signs');
  });

  test('from a simplified-Chinese page the confirmation mail is in simplified characters and links to the zh-cn page', async () => {
    const sent = await callBackend('zh-tw/suggest-opinion', {
      method: 'POST',
      body: { ...valid, ...(await captcha()) },
      headers: { ...headers, 'x-site-locale': 'zh-cn' },
    });
    expect(sent.status).toBe(200);
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.body).toMatch(/https:\/\/www\.example\.test\/zh-cn\/suggestion\/confirm\?token=[\w-]+/);
    expect(mail!.subject + mail!.body).not.toMatch(/[參處長確認]/);
    const [row] = await db.select().from(suggestions).orderBy(desc(suggestions.id)).limit(1);
    expect(row!.lang).toBe('zh-cn');
  });

  test('the same Idempotency-Key stores one suggestion and answers the same serial number', async () => {
    const db = await getDb();
    const before = (await db.select().from(suggestions)).length;
    const key = 'retry-key-0123456789abcdef';
    const body = { ...valid, ...(await captcha()) };
    const [first, second] = await Promise.all([
      send(body, { 'idempotency-key': key }),
      send(body, { 'idempotency-key': key }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await db.select().from(suggestions)).length).toBe(before + 1);
    const refused = await send({ ...valid, ...(await captcha()) }, { 'idempotency-key': 'short' });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/Idempotency-Key/);
  });

  test('a key is bound to the values sent with it: the same values again get the first answer, other values a 422', async () => {
    const db = await getDb();
    const key = 'bound-key-0123456789abcdef';
    const first = await send({ ...valid, ...(await captcha()) }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const stored = (await db.select().from(suggestions)).length;
    // A retry of the same form comes with a new captcha (each is spent): still the same submission.
    const retried = await send({ ...valid, ...(await captcha()) }, { 'idempotency-key': key });
    expect(retried.body).toEqual(first.body);
    // A corrected address under the old key must not be told "sent" with the first one's serial.
    const corrected = await send(
      { ...valid, email: 'corrected@example.org', ...(await captcha()) },
      { 'idempotency-key': key },
    );
    expect(corrected.status).toBe(422);
    expect((corrected.body as { message: string }).message).toMatch(/other values/);
    expect((await db.select().from(suggestions)).length).toBe(stored);
  });

  test('a client that sends too often gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send({})).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test('a submission refused for its code does not keep its Idempotency-Key: sent again with a right code, it is stored', async () => {
    // The form keeps its key when only the code was wrong (the code is not part of the submission).
    const db = await getDb();
    const key = 'refused-key-0123456789abcdef';
    const challenge = await captcha();
    const wrong = await send(
      { ...valid, captchaId: challenge.captchaId, captchaCode: challenge.captchaCode === '00000' ? '11111' : '00000' },
      { 'idempotency-key': key },
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string> }).errors).toEqual({ captchaCode: 'captchaError' });
    const before = (await db.select().from(suggestions)).length;
    // A key left claimed would make this wait 20 s for an answer that never comes, then 409.
    const corrected = await send({ ...valid, ...(await captcha()) }, { 'idempotency-key': key });
    expect(corrected.status).toBe(200);
    expect((corrected.body as { data: { serial: string } }).data.serial).toMatch(/^S\d{14}$/);
    expect((await db.select().from(suggestions)).length).toBe(before + 1);
  }, 30_000);

  test('the send limit is counted per form: a client refused by one may still send another', async () => {
    for (let i = 0; i < 20; i++) expect((await send({})).status).toBe(400);
    expect((await send({})).status).toBe(429);
    const lookup = await callBackend('en/check-opinion', { method: 'POST', body: {}, headers });
    expect(lookup.status).toBe(400);
  });
});

describe('the captcha audio alternative', () => {
  const wav = async (id: string, lang = 'en') => callBackend(`${lang}/captcha/${id}/audio`, { headers });

  test('speaks the same code as a WAV file in the visitor language, while the code can be answered', async () => {
    const { captchaId, captchaCode } = await captcha();
    const answer = await wav(captchaId, 'ja');
    expect(answer.status).toBe(200);
    expect(answer.headers?.['Content-Type']).toBe('audio/wav');
    const bytes = Buffer.from(answer.body as Uint8Array);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(24)).toBe(8000);
    // Five digits with pauses: well over two seconds of 8 kHz 16-bit audio.
    expect(bytes.readUInt32LE(40)).toBeGreaterThan(2 * 8000 * 2);
    expect((await send({ ...valid, captchaId, captchaCode })).status).toBe(200);
    expect((await wav(captchaId)).status, 'a used code is not spoken any more').toBe(404);
  });

  test('a code is spoken differently each time, three times at most; then 410 asks for a new code, and the code can still be answered', async () => {
    const { captchaId, captchaCode } = await captcha();
    const playings: Buffer[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await wav(captchaId);
      expect(answer.status).toBe(200);
      playings.push(Buffer.from(answer.body as Uint8Array));
    }
    expect(new Set(playings.map((bytes) => bytes.toString('base64'))).size).toBe(3);
    const refused = await wav(captchaId);
    expect(refused.status).toBe(410);
    expect((refused.body as { message: string }).message).toMatch(/played 3 times\. Ask for a new code/);
    expect((await wav(captchaId, 'ja')).status, 'in any language').toBe(410);
    expect((await send({ ...valid, captchaId, captchaCode })).status).toBe(200);
    expect((await wav(captchaId)).status, 'answered: as unknown as any used code').toBe(404);
  });

  test('an unknown challenge gets 404', async () => {
    expect((await wav('no-such-challenge')).status).toBe(404);
  });
});
