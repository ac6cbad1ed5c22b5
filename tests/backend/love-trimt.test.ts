import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { callBackend } from '../support/backend';
import { newVisitor } from '../support/visitor';

const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

const opsToken = 'test-operator-token-love-trimt';
beforeAll(() => {
  process.env.OPS_TOKEN = opsToken;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.OPS_TOKEN;
  resetEnvForTests();
});

let visitor: Awaited<ReturnType<typeof newVisitor>>;
// The first visitor opens the database (a cold PGlite start), slow on a busy machine.
beforeEach(async () => {
  visitor = await newVisitor(drawn);
}, 60_000);

type Item = {
  id: number;
  topic: string;
  message: string;
  reply: string;
  receivedAt: string;
  answeredAt: string;
  photo?: { url: string; width: number; height: number };
};
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message ?? '';

const ops = (path: string, body: unknown) =>
  callBackend(`ops/${path}`, { method: 'POST', body, headers: { authorization: `Bearer ${opsToken}` } });
const answer = (serial: string, reply = '已請養護單位更換指標，謝謝您的提醒。') =>
  ops(`submissions/${serial}`, { status: 'replied', replyVia: 'phone', reply });
const publish = (serial: string, message?: string) =>
  ops(`love-trimt/${serial}`, { action: 'publish', ...(message !== undefined ? { message } : {}) });
const withdraw = (serial: string) => ops(`love-trimt/${serial}`, { action: 'withdraw' });
const published = async (lang = 'zh-tw') => dataOf<Item[]>(await callBackend(`${lang}/love-trimt`));

async function sendFeedback(fields: Record<string, unknown>): Promise<string> {
  const sent = await callBackend('zh-tw/feedback', {
    method: 'POST',
    headers: visitor.headers,
    body: {
      name: '林美玲',
      email: 'meiling.lin@example.com',
      phone: '0912345678',
      topic: 'facility',
      message: '一線天步道入口的指標褪色了，看不清楚。',
      consent: true,
      ...fields,
      ...(await visitor.captcha('zh-tw')),
    },
  });
  expect(sent.status).toBe(200);
  return dataOf<{ serial: string }>(sent).serial;
}

describe('GET love-trimt', () => {
  test('answers the envelope with an empty list before anything is published, in every language', async () => {
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const reply = await callBackend(`${lang}/love-trimt`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ data: [], area: expect.any(Array) });
    }
  });
});

describe('publishing answered feedback', () => {
  test('needs the sender’s consent and an answer, and publishes without any personal data', async () => {
    const withoutConsent = await sendFeedback({});
    await answer(withoutConsent);
    const refused = await publish(withoutConsent);
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toContain('did not agree');

    const serial = await sendFeedback({
      publish: true,
      message:
        '一線天步道的指標褪色了。我是美玲，電話 0912-345-678，信箱 meiling.lin@example.com，住在 04 2331 2678 附近。',
    });
    const notAnswered = await publish(serial);
    expect(notAnswered.status).toBe(409);
    expect(messageOf(notAnswered)).toContain('no answer yet');
    // Answered without a text: still nothing to publish beside the visitor's words.
    await ops(`submissions/${serial}`, { status: 'processing' });
    expect((await publish(serial)).status).toBe(409);
    expect((await answer(serial)).status).toBe(200);
    expect((await publish(serial)).status).toBe(200);

    const items = await published();
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({ topic: '設施維護', reply: '已請養護單位更換指標，謝謝您的提醒。' });
    expect(item!.message).toContain('一線天步道的指標褪色了。');
    const json = JSON.stringify(items);
    for (const personal of ['林美玲', '美玲', '0912', '345-678', 'meiling', 'example.com', '2331', serial])
      expect(json).not.toContain(personal);
    expect(Date.parse(item!.answeredAt)).toBeGreaterThanOrEqual(Date.parse(item!.receivedAt));
    // The English and Japanese answers stay empty: the service is Chinese only.
    expect(await published('en')).toEqual([]);
    expect(await published('ja')).toEqual([]);
    expect((await withdraw(serial)).status).toBe(200);
  });

  test('lists the newest answer first, takes an operator’s shortened text, and withdrawn items disappear', async () => {
    const first = await sendFeedback({ publish: true, topic: 'event', message: '螢火蟲季的接駁車很方便。' });
    const second = await sendFeedback({ publish: true, topic: 'website', message: '網站的地圖很好用。' });
    await answer(second, '謝謝您的肯定。');
    await answer(first, '明年會繼續辦理。');
    // The operator shortens a message; the sender's name is masked in it all the same.
    expect((await publish(first, '林美玲說：接駁車很方便。')).status).toBe(200);
    expect((await publish(second)).status).toBe(200);

    const items = await published();
    expect(items.map((item) => item.reply)).toEqual(['明年會繼續辦理。', '謝謝您的肯定。']);
    expect(items[0]!.message).toBe('〔個人資料已隱藏〕說：接駁車很方便。');

    expect((await withdraw(first)).status).toBe(200);
    expect((await published()).map((item) => item.reply)).toEqual(['謝謝您的肯定。']);
    // Withdrawing answers which tags to revalidate, as publishing does.
    expect(dataOf<{ tags: string[] }>(await withdraw(second)).tags).toEqual(['love-trimt']);
    expect(await published()).toEqual([]);
  });

  test('a photo is published only with its own consent, re-encoded without its metadata', async () => {
    // A camera's photo: who took it, in its EXIF.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#4a7a5a' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Lin Mei-ling', ImageDescription: 'meiling.lin@example.com' } })
      .toBuffer();
    const attachment = { name: 'sign.jpg', data: photo.toString('base64') };
    const onlyText = await sendFeedback({ publish: true, photo: attachment });
    const withPhoto = await sendFeedback({ publish: true, publishPhoto: true, photo: attachment });
    for (const serial of [onlyText, withPhoto]) {
      await answer(serial);
      expect((await publish(serial)).status).toBe(200);
    }
    const items = await published();
    expect(items).toHaveLength(2);
    const shown = items.filter((item) => item.photo);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.photo).toMatchObject({ width: 1200, height: 675 });
    const served = await callBackend(shown[0]!.photo!.url.replace('/_api/', ''));
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
    const bytes = Buffer.from(served.body as Uint8Array);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('Lin Mei-ling')).toBe(false);
    // The text-only item's photo is not served either; withdrawn, neither is the other.
    const other = items.find((item) => !item.photo)!;
    expect((await callBackend(`zh-tw/love-trimt/${other.id}/photo`)).status).toBe(404);
    await withdraw(withPhoto);
    await withdraw(onlyText);
    expect((await callBackend(shown[0]!.photo!.url.replace('/_api/', ''))).status).toBe(404);
  });

  test('refuses what is not feedback, an unknown action and a missing token', async () => {
    expect((await publish('F20990101000000')).status).toBe(404);
    expect((await ops('love-trimt/F20990101000000', { action: 'delete' })).status).toBe(400);
    const anonymous = await callBackend('ops/love-trimt/F20990101000000', {
      method: 'POST',
      body: { action: 'withdraw' },
    });
    expect(anonymous.status).toBe(401);
  });
});
