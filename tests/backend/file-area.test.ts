import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/lib/backend/db/client';
import { mailOutbox, submissions } from '@/lib/backend/db/schema';
import { answerDueOf } from '@/lib/backend/file-area/apply';
import { resetEnvForTests } from '@/lib/env';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { faqWireSchema } from '@/lib/schemas/faq';
import { documentWireSchema, exhibitionWireSchema, sharedPostWireSchema } from '@/lib/schemas/file-area';
import { archiveProgressSchema } from '@/lib/schemas/forms/archive-application';
import { galleryWireSchema } from '@/lib/schemas/gallery';
import { videoWireSchema } from '@/lib/schemas/video';
import { callBackend } from '../support/backend';
import { validArchiveApplication } from '../support/valid-archive-application';
import { newVisitor } from '../support/visitor';

const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

let visitor: Awaited<ReturnType<typeof newVisitor>>;
beforeEach(async () => {
  visitor = await newVisitor(drawn);
});

const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const errorsOf = (answer: { body: unknown }) => (answer.body as { errors?: Record<string, string> }).errors;
const post = (endpoint: string, body: unknown, extra: Record<string, string> = {}) =>
  callBackend(`file-area/${endpoint}`, { method: 'POST', body, headers: { ...visitor.headers, ...extra } });

const lists = {
  'online-exhibitions': exhibitionWireSchema,
  collaborations: sharedPostWireSchema,
  'collaborative-writing': sharedPostWireSchema,
  faqs: faqWireSchema,
  documents: documentWireSchema,
  galleries: galleryWireSchema,
  videos: videoWireSchema,
} as const;

describe('the file area endpoints (/_api/file-area/{lang}/...)', () => {
  test.each(Object.entries(lists))('%s answers in the envelope, valid in every language', async (endpoint, item) => {
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const answer = await callBackend(`file-area/${lang}/${endpoint}`);
      expect(answer.status).toBe(200);
      expect(envelopeSchema(z.array(item as z.ZodType)).safeParse(answer.body).success).toBe(true);
    }
  });

  test('exhibitions, documents and the FAQ hold content; records are the same in every language', async () => {
    for (const endpoint of ['online-exhibitions', 'documents', 'faqs', 'galleries']) {
      const ids = async (lang: string) =>
        dataOf<{ id: number }[]>(await callBackend(`file-area/${lang}/${endpoint}`)).map((item) => item.id);
      const zh = await ids('zh-tw');
      expect(zh.length, endpoint).toBeGreaterThan(0);
      expect(await ids('en')).toEqual(zh);
      expect(await ids('ja')).toEqual(zh);
    }
  });

  test("an exhibition's detail carries its panels; an album's its photos; an unknown id is a 404", async () => {
    const [first] = dataOf<{ id: number; panels?: unknown }[]>(await callBackend('file-area/en/online-exhibitions'));
    expect(first!.panels).toBeUndefined();
    const detail = await callBackend(`file-area/en/online-exhibitions/${first!.id}`);
    expect(envelopeSchema(exhibitionWireSchema).parse(detail.body).data.panels!.length).toBeGreaterThan(0);
    const [album] = dataOf<{ id: number }[]>(await callBackend('file-area/ja/galleries'));
    const photos = envelopeSchema(galleryWireSchema).parse(
      (await callBackend(`file-area/ja/galleries/${album!.id}`)).body,
    ).data.photos!;
    expect(photos.length).toBeGreaterThan(0);
    expect((await callBackend('file-area/en/online-exhibitions/9999')).status).toBe(404);
    expect((await callBackend('file-area/en/galleries/abc')).status).toBe(404);
  });

  test('the work-flow PDF is listed with its address, format and size in its own language', async () => {
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const documents = dataOf<{ url: string; format: string; size?: number }[]>(
        await callBackend(`file-area/${lang}/documents`),
      );
      const pdf = documents.find((document) => document.url.startsWith('/files/'));
      expect(pdf).toMatchObject({ url: `/files/archive-application-work-flow.${lang}.pdf`, format: 'PDF' });
      expect(pdf!.size).toBeGreaterThan(10_000);
    }
  });

  test('an unknown language, endpoint or method answers 404 or 405, never 500', async () => {
    expect((await callBackend('file-area/fr/faqs')).status).toBe(404);
    expect((await callBackend('file-area')).status).toBe(404);
    expect((await callBackend('file-area/en/nothing-here')).status).toBe(404);
    expect((await callBackend('file-area/en/faqs', { method: 'POST', body: {} })).status).toBe(405);
    expect((await callBackend('file-area/en/apply')).status).toBe(405);
  });
});

describe('the archive application (POST file-area/{lang}/apply)', () => {
  const application = async (overrides: Record<string, unknown> = {}) => ({
    ...validArchiveApplication(),
    ...overrides,
    ...(await visitor.captcha()),
  });

  test('is stored before it is answered, with a D serial, and the receipt mail is queued', async () => {
    const answer = await post('en/apply', await application(), { 'idempotency-key': `archive-${Date.now()}` });
    expect(answer.status).toBe(200);
    const { serial } = dataOf<{ serial: string }>(answer);
    expect(serial).toMatch(/^D\d{14}$/);
    const db = await getDb();
    const [row] = await db.select().from(submissions).where(eq(submissions.serialNumber, serial));
    expect(row).toMatchObject({ kind: 'archive', status: 'new', email: 'researcher@example.com', lang: 'en' });
    expect((row!.answers as { files: unknown[] }).files).toHaveLength(1);
    expect(row!.answers).not.toHaveProperty('captchaCode');
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.recipient).toBe('researcher@example.com');
    expect(mail!.body).toContain(serial);
    expect(mail!.body).toContain('30 days');
  });

  test('an organisation without an agent: the ID number, birth date and agent fields it sent are not stored', async () => {
    const answer = await post(
      'en/apply',
      await application({
        applicantType: 'legal-person',
        representative: '王大明',
        hasAgent: false,
        agentName: '陳小華',
        agentIdNumber: 'B123456789',
        agentPhone: '0912345678',
        agentAddress: '臺中市西區民權路1號',
        agentRelation: 'authorized',
      }),
    );
    expect(answer.status).toBe(200);
    const { serial } = dataOf<{ serial: string }>(answer);
    const [row] = await (await getDb()).select().from(submissions).where(eq(submissions.serialNumber, serial));
    expect(row!.answers).toMatchObject({
      applicantType: 'legal-person',
      representative: '王大明',
      idNumber: '',
      birthDate: '',
      agentName: '',
      agentIdNumber: '',
      agentPhone: '',
      agentAddress: '',
      agentRelation: '',
    });
    expect(JSON.stringify(row!.answers)).not.toMatch(/A223456789|1985-04-02|B123456789|陳小華|0912345678/);
  });

  test('the answer date is 30 days after the day the application arrived in Taiwan (UTC+8)', () => {
    // 17:00 UTC on 30 November is already 1 December in Taiwan; 15:00 UTC is still 30 November.
    expect(answerDueOf(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-31');
    expect(answerDueOf(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-30');
  });

  test('refuses a request without the XSRF token (403) and a wrong captcha (400 captchaError)', async () => {
    const body = await application();
    const { 'x-xsrf-token': _token, ...withoutToken } = visitor.headers;
    expect((await callBackend('file-area/en/apply', { method: 'POST', body, headers: withoutToken })).status).toBe(403);
    const wrong = await post('en/apply', { ...(await application()), captchaCode: '0000x' });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual({ captchaCode: 'captchaError' });
  });

  test('names every problem by its field, rows and conditional fields included', async () => {
    const answer = await post(
      'ja/apply',
      await application({
        applicantType: 'legal-person',
        representative: '',
        hasAgent: true,
        agentName: '',
        files: [
          { fileNumber: '', title: '', read: false, copy: false },
          { fileNumber: 'A1', title: 'ok', read: false, copy: true },
        ],
        purpose: 'other',
        idNumber: 'not valid!',
      }),
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      representative: 'required',
      agentName: 'required',
      'files.0.title': 'required',
      'files.0.read': 'accessTypeRequired',
      purposeOther: 'required',
      idNumber: 'idNumberFormat',
    });
    expect(errorsOf(answer)).not.toHaveProperty('files.1.title');
  });

  test('a script sending the wrong shapes gets a 4xx, never a 500', async () => {
    for (const body of [
      null,
      [],
      'x',
      { files: 'x' },
      { files: [null] },
      { ...validArchiveApplication(), files: Array.from({ length: 11 }, () => validArchiveApplication().files[0]) },
      { ...validArchiveApplication(), name: 'a\u0000b' },
    ]) {
      const answer = await post('en/apply', body);
      expect(answer.status, JSON.stringify(body)?.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  test('its progress is shown only for the serial with the e-mail used, with the 30-day answer date', async () => {
    const { serial } = dataOf<{ serial: string }>(await post('zh-tw/apply', await application()));
    const found = await post('en/check-apply', {
      serial,
      email: 'RESEARCHER@example.com',
      ...(await visitor.captcha()),
    });
    expect(found.status).toBe(200);
    const progress = archiveProgressSchema.parse(dataOf(found));
    expect(progress).toMatchObject({ serial, status: 'new', fileCount: 1, purpose: 'history' });
    const days = (Date.parse(progress.answerDue) - Date.parse(progress.createdAt.slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThanOrEqual(31);
    expect(JSON.stringify(found.body)).not.toContain('A223456789');
    const other = await post('en/check-apply', { serial, email: 'someone@example.com', ...(await visitor.captcha()) });
    expect(other.status).toBe(404);
    const badSerial = await post('en/check-apply', {
      serial: 'A20261126123456',
      email: 'a@b.co',
      ...(await visitor.captcha()),
    });
    expect(errorsOf(badSerial)).toEqual({ serial: 'archiveSerialFormat' });
  });
});

describe('the office moves an archive application through its statuses (npm run ops)', () => {
  const opsToken = 'test-operator-token-archive-1';
  beforeAll(() => {
    process.env.OPS_TOKEN = opsToken;
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.OPS_TOKEN;
    resetEnvForTests();
  });
  const ops = (path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) =>
    callBackend(`ops/${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { authorization: `Bearer ${opsToken}` },
    });

  test('new → processing → approved, listed by kind; a move the rules do not allow is a 409', async () => {
    const { serial } = dataOf<{ serial: string }>(
      await post('en/apply', { ...validArchiveApplication(), ...(await visitor.captcha()) }),
    );
    const listed = dataOf<{ serial: string; kind: string }[]>(await ops('submissions?kind=archive&status=new'));
    expect(listed.find((row) => row.serial === serial)).toMatchObject({ kind: 'archive' });
    expect((await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'approved' } })).status).toBe(409);
    expect((await ops(`submissions/${serial}`, { method: 'POST', body: { status: 'processing' } })).status).toBe(200);
    const approved = await ops(`submissions/${serial}`, {
      method: 'POST',
      body: { status: 'approved', replyVia: 'email' },
    });
    expect(dataOf(approved)).toMatchObject({
      kind: 'archive',
      from: 'processing',
      status: 'approved',
      mailSent: expect.any(Boolean),
    });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.subject).toContain(serial);
    expect(mail!.body).toContain('/en/file-area/application/progress');
  });
});
