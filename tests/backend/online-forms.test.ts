import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { getDb } from '@/lib/backend/db/client';
import { mailOutbox, submissionFiles, submissions } from '@/lib/backend/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { taiwanDay } from '@/lib/schemas/forms/field-checks';
import { callBackend } from '../support/backend';
import { validFilmingApplication, validTeaBooking } from '../support/valid-applications';
import { newVisitor } from '../support/visitor';

const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

const opsToken = 'test-operator-token-123456';
beforeAll(() => {
  process.env.OPS_TOKEN = opsToken;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.OPS_TOKEN;
  resetEnvForTests();
});

let visitor: Awaited<ReturnType<typeof newVisitor>>;
beforeEach(async () => {
  visitor = await newVisitor(drawn);
});

const post = async (endpoint: string, body: unknown, extra: Record<string, string> = {}) =>
  callBackend(endpoint, { method: 'POST', body, headers: { ...visitor.headers, ...extra } });
const errorsOf = (answer: { body: unknown }) => (answer.body as { errors?: Record<string, string> }).errors;
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

const fixture = async (name: string) => (await readFile(path.join(__dirname, '../fixtures', name))).toString('base64');

async function teaBooking(overrides: Record<string, unknown> = {}) {
  return {
    ...validTeaBooking(),
    ...overrides,
    ...(await visitor.captcha()),
  };
}

const ops = (path: string, init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}) =>
  callBackend(`ops/${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { authorization: `Bearer ${init.token ?? opsToken}` },
  });

describe('form definitions', () => {
  test('applications, surveys and registrations are served with their fields in each language', async () => {
    const tea = dataOf<{ title: string; fields: { name: string; type: string; label: string }[] }>(
      await callBackend('ja/applications/1'),
    );
    expect(tea.title).toContain('松柏嶺');
    expect(tea.fields.find((field) => field.name === 'people')?.label).toBe('人数');
    const types = new Set(
      [...tea.fields, ...dataOf<{ fields: { type: string }[] }>(await callBackend('en/applications/2')).fields].map(
        (field) => field.type,
      ),
    );
    // Every generic field type of spec section 3 is used by a real form.
    for (const type of [
      'text',
      'textarea',
      'number',
      'date',
      'radio',
      'checkbox',
      'email',
      'timeRange',
      'hidden',
      'accept',
      'coordinate',
      'file',
    ])
      expect(types).toContain(type);
    const surveys = dataOf<{ id: number; availability: { open: boolean } }[]>(await callBackend('en/surveys'));
    expect(surveys.map((survey) => [survey.id, survey.availability.open])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect((await callBackend('en/applications/999')).status).toBe(404);
    expect((await callBackend('en/surveys/abc')).status).toBe(404);
  });
});

describe('the tea reservation (an application with every rule of spec section 5)', () => {
  test('an empty form answers 400 with a message key for every required field', async () => {
    const answer = await post('en/applications/1', {});
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      place: 'required',
      date: 'required',
      people: 'required',
      phone: 'required',
      email: 'required',
      dayContactMobile: 'required',
      consent: 'consentRequired',
      captchaCode: 'captchaRequired',
    });
    expect(errorsOf(answer)).not.toHaveProperty('notes');
    expect(errorsOf(answer)).not.toHaveProperty('attachment');
  });

  test('head count 1 to 10, phone and mobile forms, date format and lead time, options from the definition', async () => {
    const answer = await post(
      'en/applications/1',
      await teaBooking({
        people: '11',
        phone: '12345',
        dayContactMobile: '0423312678',
        date: '2023-02-30',
        session: 'midnight',
        email: 'x@',
        formVersion: 'forged',
      }),
    );
    expect(errorsOf(answer)).toEqual({
      people: 'numberRange',
      phone: 'phoneFormat',
      // A landline is a well-formed phone number, but not a mobile one: its own message.
      dayContactMobile: 'mobileFormat',
      date: 'dateFormat',
      session: 'invalid',
      email: 'emailFormat',
      formVersion: 'invalid',
    });
    expect(errorsOf(await post('en/applications/1', await teaBooking({ people: '0', date: taiwanDay(1) })))).toEqual({
      people: 'numberRange',
      date: 'dateTooEarly',
    });
    expect(errorsOf(await post('en/applications/1', await teaBooking({ people: '2.5' })))).toEqual({
      people: 'numberFormat',
    });
  });

  test('an attachment is checked by its content: a renamed executable and an oversized image are refused', async () => {
    const renamed = await post(
      'en/applications/1',
      await teaBooking({ attachment: { name: 'list.png', data: await fixture('not-an-image.png') } }),
    );
    expect(errorsOf(renamed)).toEqual({ attachment: 'fileType' });
    const wrongName = await post(
      'en/applications/1',
      await teaBooking({ attachment: { name: 'list.exe', data: await fixture('pixel.png') } }),
    );
    expect(errorsOf(wrongName)).toEqual({ attachment: 'fileType' });
    const big = Buffer.alloc(2 * 1024 * 1024 + 3);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooLarge = await post(
      'en/applications/1',
      await teaBooking({ attachment: { name: 'big.png', data: big.toString('base64') } }),
    );
    expect(errorsOf(tooLarge)).toEqual({ attachment: 'fileTooLarge' });
  });

  test('stored with its attachment in the database, a receipt with the serial mailed, progress shown only to its author', async () => {
    const sent = await post(
      'en/applications/1',
      await teaBooking({ attachment: { name: 'group list.png', data: await fixture('pixel.png') } }),
    );
    expect(sent.status).toBe(200);
    const { serial } = dataOf<{ serial: string }>(sent);
    expect(serial).toMatch(/^A\d{14}$/);

    const db = await getDb();
    const [row] = await db.select().from(submissions).where(eq(submissions.serialNumber, serial));
    expect(row).toMatchObject({ kind: 'application', formId: 1, status: 'new', email: 'ya-ting@example.com' });
    expect(row!.answers).toMatchObject({
      people: 4,
      dayContactMobile: '0912345678',
      attachment: { name: 'group list.png', contentType: 'image/png' },
    });
    const [file] = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, row!.id));
    expect(file).toMatchObject({ field: 'attachment', originalName: 'group list.png', contentType: 'image/png' });
    const pixel = await readFile(path.join(__dirname, '../fixtures/pixel.png'));
    expect(file!.content.equals(pixel)).toBe(true);
    expect(file!.size).toBe(pixel.length);

    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ recipient: 'ya-ting@example.com' });
    expect(mail!.body).toContain(serial);
    expect(mail!.body).toContain('3 to 5 working days');

    const lookup = async (email: string, lang = 'en') =>
      post(`${lang}/check-application`, { serial: serial.toLowerCase(), email, ...(await visitor.captcha()) });
    expect((await lookup('someone@example.com')).status).toBe(404);
    const progress = dataOf<Record<string, unknown>>(await lookup('YA-TING@example.com'));
    expect(progress).toMatchObject({
      serial,
      status: 'new',
      place: 'Songboling Visitor Center (tea culture hall)',
      session: 'Morning',
      people: '4',
      replyVia: null,
    });
    expect(progress).not.toHaveProperty('email');
    expect(progress).not.toHaveProperty('phone');
    expect(dataOf<{ type: string }>(await lookup('ya-ting@example.com', 'ja')).type).toContain('松柏嶺');
  });

  test('a retried submission with the same Idempotency-Key is stored once and answers the same serial', async () => {
    const body = await teaBooking();
    const key = 'tea-retry-key-0123456789';
    const first = await post('en/applications/1', body, { 'idempotency-key': key });
    const second = await post('en/applications/1', body, { 'idempotency-key': key });
    expect(dataOf<{ serial: string }>(second).serial).toBe(dataOf<{ serial: string }>(first).serial);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(submissions)
        .where(eq(submissions.serialNumber, dataOf<{ serial: string }>(first).serial)),
    ).toHaveLength(1);
  });
});

describe('the filming application: time range, coordinate, checkbox group', () => {
  const filming = async (overrides: Record<string, unknown> = {}) => ({
    ...validFilmingApplication(),
    ...overrides,
    ...(await visitor.captcha()),
  });

  test('refuses an end before the start, a coordinate that is not one, an unknown option', async () => {
    const answer = await post(
      'en/applications/2',
      await filming({
        shootingTime: { from: '11:30', to: '09:00' },
        takeOffPoint: { lat: 'north', lng: '120' },
        equipment: ['camera', 'cannon'],
      }),
    );
    expect(errorsOf(answer)).toEqual({
      shootingTime: 'timeRange',
      takeOffPoint: 'coordinateFormat',
      equipment: 'invalid',
    });
    expect(errorsOf(await post('en/applications/2', await filming({ equipment: false })))).toEqual({
      equipment: 'required',
    });
  });

  test('stores the typed values', async () => {
    const sent = await post('en/applications/2', await filming());
    expect(sent.status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(submissions)
      .where(eq(submissions.serialNumber, dataOf<{ serial: string }>(sent).serial));
    expect(row!.answers).toMatchObject({
      shootingTime: { from: '09:00', to: '11:30' },
      takeOffPoint: { lat: 24.0758, lng: 120.557 },
      crew: 5,
      equipment: ['camera', 'drone'],
    });
  });
});

describe('surveys and registrations', () => {
  test('a survey answer is stored; a closed survey refuses answers with 410', async () => {
    const answer = {
      area: 'lishan',
      satisfaction: '5',
      used: ['trails', 'website'],
      surveyYear: '2026',
      comments: '<script>alert(1)</script>',
    };
    const sent = await post('zh-tw/handle-survey/1', { ...answer, ...(await visitor.captcha('zh-tw')) });
    expect(sent.status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(submissions)
      .where(eq(submissions.serialNumber, dataOf<{ serial: string }>(sent).serial));
    expect(row).toMatchObject({ kind: 'survey', status: 'received', email: null });
    // Stored as typed; escaping is the page's job when it is ever shown.
    expect(row!.answers).toMatchObject({ comments: '<script>alert(1)</script>' });
    const closed = await post('zh-tw/handle-survey/2', { satisfaction: '3', ...(await visitor.captcha('zh-tw')) });
    expect(closed.status).toBe(410);
  });

  test('registrations respect the capacity: the last places go once, and a cancellation gives them back', async () => {
    const register = async (people: string) =>
      post('en/apply-events/2', {
        name: 'Hsu',
        email: 'hsu@example.com',
        phone: '0900000000',
        people,
        meal: 'vegetarian',
        consent: true,
        ...(await visitor.captcha()),
      });
    const serials: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await register('4');
      expect(answer.status).toBe(200);
      serials.push(dataOf<{ serial: string }>(answer).serial);
    }
    expect(
      dataOf<{ availability: { remaining: number } }>(await callBackend('en/apply-events/2')).availability.remaining,
    ).toBe(0);
    expect((await register('1')).status).toBe(410);

    expect((await ops(`submissions/${serials[0]}`, { method: 'POST', body: { status: 'cancelled' } })).status).toBe(
      200,
    );
    expect(
      dataOf<{ availability: { remaining: number; open: boolean } }>(await callBackend('en/apply-events/2'))
        .availability,
    ).toMatchObject({ remaining: 4, open: true });
    expect((await register('4')).status).toBe(200);
  });
});

describe('the operators’ tool endpoints', () => {
  test('need the operator token; are absent without OPS_TOKEN', async () => {
    expect((await ops('submissions', { token: 'wrong-token-wrong-token' })).status).toBe(401);
    delete process.env.OPS_TOKEN;
    resetEnvForTests();
    expect((await ops('submissions')).status).toBe(404);
    process.env.OPS_TOKEN = opsToken;
    resetEnvForTests();
  });

  test('move an application through its states only along the allowed transitions, noting the reply channel', async () => {
    const { serial } = dataOf<{ serial: string }>(await post('en/applications/1', await teaBooking()));
    expect((await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'approved' } })).status).toBe(409);
    expect(
      dataOf<{ status: string }>(await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'processing' } }))
        .status,
    ).toBe('processing');
    const approved = await ops(`submissions/${serial}`, {
      method: 'POST',
      body: { status: 'approved', replyVia: 'email' },
    });
    expect(dataOf(approved)).toMatchObject({ status: 'approved', replyVia: 'email', mailSent: false });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.body).toContain('Approved');
    const listed = dataOf<{ serial: string; status: string }[]>(
      await ops('submissions?kind=application&status=approved'),
    );
    expect(listed.map((row) => row.serial)).toContain(serial);
    const progress = dataOf<{ status: string; replyVia: string }>(
      await post('en/check-application', { serial, email: 'ya-ting@example.com', ...(await visitor.captcha()) }),
    );
    expect(progress).toMatchObject({ status: 'approved', replyVia: 'email' });
  });

  test('answer 4xx, not a database error, for filters and serials that cannot exist', async () => {
    expect((await ops('submissions?kind=%00')).status).toBe(400);
    expect((await ops('submissions?status=approved%00')).status).toBe(400);
    expect((await ops('submissions?kind=application&status=')).status).toBe(200);
    expect((await ops('submissions/S%00', { method: 'POST', body: { status: 'processing' } })).status).toBe(404);
    expect((await ops('love-trimt/%00', { method: 'POST', body: { action: 'publish' } })).status).toBe(404);
  });
});

describe("mail in the visitor's own site language", () => {
  test("a simplified-Chinese page gets its receipt and the operator's reply in simplified characters, with zh-cn links", async () => {
    const sent = await post('zh-tw/applications/1', await teaBooking(), { 'x-site-locale': 'zh-cn' });
    const { serial } = dataOf<{ serial: string }>(sent);
    const db = await getDb();
    const lastMail = async () => (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
    const receipt = await lastMail();
    expect(receipt.subject).toContain('参山国家风景区');
    expect(receipt.body).toContain('审核需 3 至 5 个工作天');
    expect(receipt.body).toContain('/zh-cn/applications/progress');
    expect(receipt.body).not.toMatch(/[參審個國處]/);

    await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'processing' } });
    await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'approved', replyVia: 'email' } });
    const reply = await lastMail();
    expect(reply.subject).toContain('办理进度更新');
    expect(reply.body).toContain('/zh-cn/applications/progress');
    expect(reply.body).not.toMatch(/[參辦處]/);
  });

  test('the header only changes Chinese: an English page keeps English mail and links', async () => {
    await post('en/applications/1', await teaBooking(), { 'x-site-locale': 'zh-cn' });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.body).toContain('3 to 5 working days');
    expect(mail!.body).toContain('/en/applications/progress');
  });
});

describe('feedback (Chinese pages) and its check', () => {
  test('is stored with an F serial and found only with the matching e-mail', async () => {
    const sent = await post('zh-tw/feedback', {
      name: '陳小姐',
      email: 'chen@example.com',
      topic: 'facility',
      message: '步道指標褪色',
      consent: true,
      ...(await visitor.captcha('zh-tw')),
    });
    const { serial } = dataOf<{ serial: string }>(sent);
    expect(serial).toMatch(/^F\d{14}$/);
    const check = async (email: string) =>
      post('zh-tw/check-feedback', { serial, email, ...(await visitor.captcha('zh-tw')) });
    expect((await check('other@example.com')).status).toBe(404);
    expect(dataOf<{ status: string }>(await check('chen@example.com')).status).toBe('new');
    // An application serial is not looked up by the feedback check.
    expect(
      errorsOf(
        await post('zh-tw/check-feedback', {
          serial: 'A20261123123456',
          email: 'chen@example.com',
          ...(await visitor.captcha('zh-tw')),
        }),
      ),
    ).toEqual({ serial: 'caseSerialFormat' });
  });
});
