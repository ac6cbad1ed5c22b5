import { xsrfCookieName } from '@/lib/backend/security/xsrf';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, test, vi } from 'vitest';
import { GET, POST, PUT } from '@/app/%5Fapi/[[...path]]/route';
import { getDb } from '@/lib/backend/db/client';
import { captchas, mailOutbox, submissionFiles, submissions, suggestions } from '@/lib/backend/db/schema';
import { taiwanDay } from '@/lib/schemas/forms/field-checks';
import { formErrorKeys } from '@/lib/schemas/forms/fields';
import { validFilmingApplication, validTeaBooking } from '../support/valid-applications';

/**
 * Fuzzing the send endpoints through the real route handler (content types, invalid JSON and the
 * 4 MB body cap included): over a thousand malformed or hostile requests, generated from a fixed
 * seed, must each get a 4xx with a message (never a 5xx, never a 2xx), while the valid
 * submissions sent between them are all answered with a serial and stored.
 */

// The same captcha mock as the other backend tests: the test reads the code it was asked to draw.
const drawn = vi.hoisted(() => ({ codes: [] as string[] }));
// Outside a Next server there is no cache to renew: record what the /_api route asks to renew.
const renewed = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void renewed.tags.push(tag),
}));
// The second renewal, after renders under way have ended (lib/server/revalidate-content.ts), runs
// after the answer in a server; here it is kept and run at the end.
const later = vi.hoisted(() => ({ tasks: [] as (() => Promise<unknown>)[] }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => void later.tasks.push(task),
}));
vi.mock('svg-captcha', () => ({
  default: (text: string) => (drawn.codes.push(text), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

// ---------------------------------------------------------------------------------------------
// A deterministic PRNG (mulberry32): the same seed gives the same thousand requests every run.

function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    chance: (p: number) => next() < p,
  };
}
const rng = prng(20260301);

// ---------------------------------------------------------------------------------------------
// Calling the route handler as Next.js does, with a fresh client address per request (the rate
// limit keys on the last X-Forwarded-For entry).

type Method = 'GET' | 'POST' | 'PUT';
type Answer = { status: number; json: Record<string, unknown> | undefined; text: string };
const handlers = { GET, POST, PUT };
let clientNumber = 0;
const nextClient = () => {
  const n = ++clientNumber;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function callRoute(
  method: Method,
  apiPath: string,
  headers: Record<string, string>,
  body?: string | Uint8Array | ReadableStream<Uint8Array>,
): Promise<Answer> {
  const url = new URL(`/_api/${apiPath}`, 'http://site.test');
  const init = { method, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1];
  const request = new NextRequest(url, init);
  const segments = url.pathname
    .replace(/^\/_api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const response = await handlers[method](request, { params: Promise.resolve({ path: segments }) });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

let xsrfToken = '';
const ajax = { 'x-requested-with': 'XMLHttpRequest' };
const visitorHeaders = () => ({
  ...ajax,
  'x-xsrf-token': xsrfToken,
  cookie: `${xsrfCookieName()}=${xsrfToken}`,
  'x-forwarded-for': nextClient(),
  'content-type': 'application/json',
});

type Captcha = { captchaId: string; captchaCode: string };
async function realCaptcha(lang: string): Promise<Captcha> {
  const answer = await callRoute('GET', `${lang}/captcha`, { ...ajax, 'x-forwarded-for': nextClient() });
  expect(answer.status).toBe(200);
  return { captchaId: (answer.json!.data as { id: string }).id, captchaCode: drawn.codes.at(-1)! };
}
/** Well formed, but no such challenge: the captcha check is reached only when every field is valid. */
const bogusCaptcha = (): Captcha => ({ captchaId: randomBytes(16).toString('base64url'), captchaCode: '12345' });
/** Captchas already answered (by a valid submission or a wrong answer): a replay must fail. */
const spentCaptchas: Captcha[] = [];

// ---------------------------------------------------------------------------------------------
// The endpoints, a valid body for each, and the kind of every field (what makes it refusable).

type Lang = 'en' | 'zh-tw' | 'ja';
const langs: readonly Lang[] = ['en', 'zh-tw', 'ja'];
type FieldKind =
  | 'requiredText'
  | 'optionalText'
  | 'email'
  | 'tel'
  | 'optionalTel'
  | 'mobile'
  | 'number'
  | 'date'
  | 'dateAhead'
  | 'choice'
  | 'checkbox'
  | 'optionalCheckbox'
  | 'timeRange'
  | 'coordinate'
  | 'hidden'
  | 'accept'
  | 'file'
  | 'serial';
type Target = {
  endpoint: string;
  /** What a valid submission stores: a suggestion row, a submission row, or nothing (lookups). */
  stores: 'suggestion' | 'submission' | 'none';
  /** Whether it honours Idempotency-Key (the storing endpoints). */
  idempotent: boolean;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Free-text fields where markup and the like are legitimately typed and stored as typed. */
  freeText: readonly string[];
};

const pixelPng = readFileSync(path.join(__dirname, '../fixtures/pixel.png')).toString('base64');
const notAnImage = readFileSync(path.join(__dirname, '../fixtures/not-an-image.png')).toString('base64');

const targets: Target[] = [
  {
    endpoint: 'suggest-opinion',
    stores: 'suggestion',
    idempotent: true,
    valid: () => ({
      name: 'Chen Mei-ling',
      email: 'mei@example.com',
      phone: '0423312678',
      subject: 'Trail signs',
      message: 'The sign at the fork has faded.',
      consent: true,
    }),
    fields: {
      name: 'requiredText',
      email: 'email',
      phone: 'optionalTel',
      subject: 'requiredText',
      message: 'requiredText',
      consent: 'accept',
    },
    freeText: ['subject', 'message'],
  },
  {
    endpoint: 'handle-survey/1',
    stores: 'submission',
    idempotent: true,
    valid: () => ({
      area: 'lishan',
      visitDate: taiwanDay(-3),
      satisfaction: '4',
      used: ['trails', 'website'],
      visitors: '3',
      comments: 'Lovely.',
      surveyYear: '2026',
    }),
    fields: {
      area: 'choice',
      visitDate: 'date',
      satisfaction: 'choice',
      used: 'optionalCheckbox',
      visitors: 'number',
      comments: 'optionalText',
      surveyYear: 'hidden',
    },
    freeText: ['comments'],
  },
  {
    endpoint: 'apply-events/1',
    stores: 'submission',
    idempotent: true,
    valid: () => ({ name: 'Hsu Chia-hui', email: 'hsu@example.com', phone: '0900000000', people: '1', consent: true }),
    fields: { name: 'requiredText', email: 'email', phone: 'tel', people: 'number', consent: 'accept' },
    freeText: ['name'],
  },
  {
    endpoint: 'applications/1',
    stores: 'submission',
    idempotent: true,
    valid: () => ({
      ...validTeaBooking(),
      groupRemark: 'Two children.',
      notes: 'None.',
    }),
    fields: {
      place: 'choice',
      experience: 'choice',
      date: 'dateAhead',
      session: 'choice',
      groupName: 'requiredText',
      people: 'number',
      applicantName: 'requiredText',
      nationality: 'choice',
      phone: 'tel',
      email: 'email',
      dayContactName: 'requiredText',
      dayContactMobile: 'mobile',
      groupRemark: 'optionalText',
      notes: 'optionalText',
      attachment: 'file',
      formVersion: 'hidden',
      consent: 'accept',
    },
    freeText: ['groupName', 'groupRemark', 'notes'],
  },
  {
    endpoint: 'applications/2',
    stores: 'submission',
    idempotent: true,
    valid: validFilmingApplication,
    fields: {
      organisation: 'requiredText',
      applicantName: 'requiredText',
      email: 'email',
      phone: 'tel',
      site: 'choice',
      shootingDate: 'dateAhead',
      shootingTime: 'timeRange',
      crew: 'number',
      equipment: 'checkbox',
      takeOffPoint: 'coordinate',
      description: 'requiredText',
      attachment: 'file',
      consent: 'accept',
    },
    freeText: ['organisation', 'description'],
  },
  {
    endpoint: 'feedback',
    stores: 'submission',
    idempotent: true,
    valid: () => ({
      name: '陳小姐',
      email: 'chen@example.com',
      phone: '04-23312678',
      topic: 'facility',
      message: '步道指標褪色',
      consent: true,
    }),
    fields: {
      name: 'requiredText',
      email: 'email',
      phone: 'optionalTel',
      topic: 'choice',
      message: 'requiredText',
      photo: 'file',
      consent: 'accept',
    },
    freeText: ['message'],
  },
  {
    endpoint: 'check-opinion',
    stores: 'none',
    idempotent: false,
    valid: () => ({ serial: 'S20260301123456', email: 'mei@example.com' }),
    fields: { serial: 'serial', email: 'email' },
    freeText: [],
  },
  {
    endpoint: 'check-application',
    stores: 'none',
    idempotent: false,
    valid: () => ({ serial: 'A20260301123456', email: 'ya-ting@example.com' }),
    fields: { serial: 'serial', email: 'email' },
    freeText: [],
  },
  {
    endpoint: 'check-feedback',
    stores: 'none',
    idempotent: false,
    valid: () => ({ serial: 'F20260301123456', email: 'chen@example.com' }),
    fields: { serial: 'serial', email: 'email' },
    freeText: [],
  },
];
const storing = targets.filter((target) => target.stores !== 'none');

// ---------------------------------------------------------------------------------------------
// Hostile material.

const huge = (length: number) => rng.pick(['A', 'あ', '<', '0', '\u202E']).repeat(length);
const hugeLength = () => 10_000 + rng.int(90_001);
/** Markup, SQL, template and path tricks: refused where the field has a format, stored as typed where it is free text. */
const injections = [
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE submissions;--",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
];
/**
 * Never part of what a visitor types: control characters (C0, DEL and C1: U+009B starts a terminal
 * escape sequence), bidirectional overrides and isolates (issue 24: they make text show in another
 * order in the office's mail and operator tool) and lone surrogates.
 */
const controls = [
  'csi\u009b2J',
  '\u202Egnp.exe',
  'isolate\u2066x\u2069',
  '\u0000',
  'a\u0000b',
  'bell\u0007',
  'esc\u001b[31m',
  'del\u007f',
  'v\u000bt',
  '\ud800',
  'x\udfffy',
  'pair\udc00\ud800',
];
const wrongTypes: unknown[] = [42, -1, 3.14, true, false, {}, { value: 'x' }, [], ['a', 'b'], [[[]]]];

type Refusal = { label: string; value: unknown };
const r = (label: string, value: unknown): Refusal => ({ label, value });

/** Values a field of this kind must refuse (its key appears in `errors`). */
function refusals(kind: FieldKind): Refusal[] {
  // 42 is a fine head count; every other wrong type is wrong for every kind that uses these.
  const nonString = wrongTypes.filter((value) => kind !== 'number' || value !== 42);
  const textLike: Refusal[] = [
    ...nonString
      .filter((value) => !Array.isArray(value) || value.length > 0)
      .map((value) => r(`type ${JSON.stringify(value)}`, value)),
    ...controls.map((value) => r(`control ${JSON.stringify(value)}`, value)),
    r('huge', huge(hugeLength())),
  ];
  const blank: Refusal[] = [r('null', null), r('empty', ''), r('spaces', '   ')];
  switch (kind) {
    case 'requiredText':
      return [...textLike, ...blank, r('empty array', [])];
    case 'optionalText':
      return [...textLike, r('empty array', [])];
    case 'email':
      return [
        ...textLike,
        ...blank,
        ...injections.map((value) => r(`injection ${value}`, value)),
        r('header injection', 'a@b.c\r\nBcc: x@y.z'),
        r('no domain', 'user@'),
        r('too long', `${'x'.repeat(300)}@a.bc`),
      ];
    case 'tel':
    case 'optionalTel':
    case 'mobile':
      return [
        ...(kind === 'optionalTel'
          ? textLike.filter((refusal) => typeof refusal.value === 'string' || typeof refusal.value === 'number')
          : [...textLike, ...blank]),
        ...injections.map((value) => r(`injection ${value}`, value)),
        r('letters', 'call me'),
        r('short', '12345'),
        r('plus', '+886 4 2331 2678'),
        r('number type', 912345678),
        ...(kind === 'mobile' ? [r('landline as mobile', '0423312678')] : []),
      ];
    case 'number':
      return [
        ...textLike,
        r('exponent', '1e3'),
        r('negative', '-1'),
        r('hex', '0x10'),
        r('fraction', '2.5'),
        r('zero', '0'),
        r('over', '999999999'),
        r('over 9 digits', '12345678901'),
        r('arabic digits', '١٢'),
        r('NaN', 'NaN'),
        r('Infinity', 'Infinity'),
        r('float', 1.5),
        r('out of range', 1e21),
      ];
    case 'date':
    case 'dateAhead':
      return [
        ...textLike,
        r('Feb 30', '2026-02-30'),
        r('month 13', '2026-13-01'),
        r('word', 'tomorrow'),
        r('compact', '20261201'),
        r('timestamp', 1767225600000),
        r('unpadded', '2026-1-1'),
        r('extended year', '+275760-09-13'),
        r('with time', '2026-12-01T00:00:00Z'),
        ...(kind === 'dateAhead' ? [r('too early', taiwanDay(1)), r('past', '1999-01-01')] : []),
      ];
    case 'choice':
      return [
        ...textLike,
        ...injections.map((value) => r(`injection ${value}`, value)),
        r('__proto__', '__proto__'),
        r('constructor', 'constructor'),
        r('toString', 'toString'),
        r('unknown', 'cannon'),
      ];
    case 'checkbox':
    case 'optionalCheckbox':
      return [
        r('unknown option', ['camera', 'cannon']),
        r('object item', [{}]),
        r('number', 42),
        r('true', true),
        r('injection', [injections[0]]),
        r('too many', Array(12).fill('trails')),
        r('nested', [['trails']]),
        r('__proto__ item', ['__proto__']),
        r('huge item', [huge(hugeLength())]),
      ];
    case 'timeRange':
      return [
        r('end before start', { from: '11:30', to: '09:00' }),
        r('equal', { from: '10:00', to: '10:00' }),
        r('25 hours', { from: '24:00', to: '25:00' }),
        r('string', '09:00-11:00'),
        r('array', ['09:00', '10:00']),
        r('numbers', { from: 900, to: 1100 }),
        r('half', { from: '09:00' }),
        r('injection', { from: injections[0], to: '10:00' }),
        r('seconds', { from: '09:00:00', to: '10:00:00' }),
        r('number', 42),
      ];
    case 'coordinate':
      return [
        r('lat 91', { lat: 91, lng: 0 }),
        r('lng -181', { lat: 0, lng: -181 }),
        r('words', { lat: 'north', lng: 'east' }),
        r('huge number', { lat: 1e308, lng: 1e308 }),
        r('string', '24.07,120.55'),
        r('array', [24.07, 120.55]),
        r('half', { lat: '', lng: '120.5' }),
        r('exponent', { lat: '2e1', lng: '120' }),
        r('injection', { lat: injections[3], lng: '120' }),
        r('number', 24),
      ];
    case 'hidden':
      return [...textLike, ...blank, r('other version', 'tea-2027'), r('injection', injections[0])];
    case 'accept':
      return [
        r('string true', 'true'),
        r('one', 1),
        r('yes', 'yes'),
        r('false', false),
        r('null', null),
        r('object', { checked: true }),
        r('array', [true]),
      ];
    case 'file':
      return spoofedFiles();
    case 'serial':
      return [
        ...textLike,
        ...blank,
        ...injections.map((value) => r(`injection ${value}`, value)),
        r('short', 'A123'),
        r('wildcard', 'A2026%'),
        r('like', "A20260301123456' OR '1'='1"),
      ];
  }
}

/** Spoofed and broken attachments (the content decides, never the name). */
function spoofedFiles(): Refusal[] {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const oversized = Buffer.alloc(2 * 1024 * 1024 + 1 + rng.int(512 * 1024));
  png.copy(oversized);
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(64)]).toString('base64');
  const script = Buffer.from('<script>alert(1)</script>').toString('base64');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
  return [
    r('executable named .png', { name: 'photo.png', data: exe }),
    // Issue 24: "BM" was all a BMP had to start with; an HTML page behind it was stored as an image.
    r('HTML behind "BM" named .bmp', {
      name: 'scan.bmp',
      data: Buffer.from(`BM${'<html><script>1</script>'.repeat(4)}`).toString('base64'),
    }),
    r('PNG signature then HTML', {
      name: 'scan.png',
      data: Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64'),
    }),
    r('text named .png (fixture)', { name: 'list.png', data: notAnImage }),
    r('script named .gif', { name: 'x.gif', data: script }),
    r('svg named .png', { name: 'x.png', data: svg }),
    r('PNG named .exe', { name: 'setup.exe', data: pixelPng }),
    r('PNG named .svg', { name: 'x.svg', data: pixelPng }),
    r('PNG without extension', { name: 'photo', data: pixelPng }),
    r('double extension, NUL', { name: 'a.png\u0000.exe', data: pixelPng }),
    r('NUL in the name', { name: 'evil\u0000.png', data: pixelPng }),
    r('control characters in the name', { name: 'bell\u0007\u001b[2J.png', data: pixelPng }),
    r('lone surrogate in the name', { name: '\ud800.png', data: pixelPng }),
    r('RTL override to hide .exe', { name: 'photo\u202Egnp.exe', data: pixelPng }),
    r('empty name', { name: '', data: pixelPng }),
    r('name too long', { name: `${'x'.repeat(300)}.png`, data: pixelPng }),
    r('name not a string', { name: 42, data: pixelPng }),
    r('base64 garbage', { name: 'a.png', data: '!!!!not base64!!!!' }),
    r('base64 with line breaks', {
      name: 'a.png',
      data: `${pixelPng.slice(0, 8)}\n${pixelPng.slice(8)}`.padEnd(pixelPng.length + 4, '='),
    }),
    r('data URL', { name: 'a.png', data: `data:image/png;base64,${pixelPng}` }),
    r('base64url alphabet', {
      name: 'a.png',
      data: pixelPng.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, 'A') + '-_-_',
    }),
    r('padding only', { name: 'a.png', data: '========' }),
    r('too short', { name: 'a.png', data: 'iVBO' }),
    r('over 2 MB decoded', { name: 'big.png', data: oversized.toString('base64') }),
    r('data a number', { name: 'a.png', data: 12345 }),
    r('data null', { name: 'a.png', data: null }),
    r('data an object', { name: 'a.png', data: { bytes: pixelPng } }),
    r('data an array', { name: 'a.png', data: [...Buffer.from(pixelPng, 'base64')] }),
    r('data missing', { name: 'a.png' }),
    r('file a string', 'photo.png'),
    r('file a number', 42),
    r('file an array', [{ name: 'a.png', data: pixelPng }]),
    r('file true', true),
  ];
}

// ---------------------------------------------------------------------------------------------
// Cases and what each must get.

type Case = {
  label: string;
  method?: Method;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
  /** The exact status, when the case decides it; otherwise any 4xx. */
  status?: number;
  /** A validation answer (400) whose `errors` must name one of these keys. */
  errorsIn?: readonly string[];
  message?: RegExp;
};

const json = (value: unknown) => JSON.stringify(value);
const langOf = () => rng.pick(langs);
const targetPath = (target: Target, lang: Lang) => `${lang}/${target.endpoint}`;

/**
 * Every refusal of every field kind is sent once (on a random endpoint and field of that kind, in
 * a seeded random order), then random ones until the run is long enough.
 */
type FieldPick = { target: Target; field: string; kind: FieldKind; index?: number };
const fieldsOfKind = (kind: FieldKind) =>
  targets.flatMap((target) =>
    Object.entries(target.fields)
      .filter(([, candidate]) => candidate === kind)
      .map(([field]) => ({ target, field, kind })),
  );
const catalogue: FieldPick[] = [...new Set(targets.flatMap((target) => Object.values(target.fields)))]
  .flatMap((kind) => refusals(kind).map((_, index) => ({ ...rng.pick(fieldsOfKind(kind)), index })))
  .map((pick) => ({ pick, order: rng.next() }))
  .sort((a, b) => a.order - b.order)
  .map(({ pick }) => pick);

async function fieldCase(): Promise<Case> {
  const pick: FieldPick =
    catalogue.shift() ??
    rng.pick(
      targets.flatMap((target) => Object.entries(target.fields).map(([field, kind]) => ({ target, field, kind }))),
    );
  const { target, field, kind } = pick;
  const lang = langOf();
  const candidates = refusals(kind);
  const refusal = pick.index === undefined ? rng.pick(candidates) : candidates[pick.index]!;
  // A third of the cases carry a real captcha (all those with control characters or files), so a
  // value that slipped through validation would be stored and any failure to store it seen; the
  // rest use a well formed one that does not exist.
  const real = kind === 'file' || refusal.label.startsWith('control') || rng.chance(1 / 3);
  const body = { ...target.valid(), [field]: refusal.value, ...(real ? await realCaptcha(lang) : bogusCaptcha()) };
  return {
    label: `${target.endpoint} ${field} (${kind}): ${refusal.label}`,
    path: targetPath(target, lang),
    headers: visitorHeaders(),
    body: json(body),
    status: 400,
    errorsIn: [field],
  };
}

async function captchaCase(): Promise<Case> {
  const target = rng.pick(targets);
  const lang = langOf();
  const valid = target.valid();
  const variant = rng.int(9);
  let captcha: Record<string, unknown>;
  let label: string;
  let errorsIn = ['captchaCode'];
  if (variant === 0) {
    const real = await realCaptcha(lang);
    captcha = { ...real, captchaCode: real.captchaCode === '00000' ? '11111' : '00000' };
    spentCaptchas.push(real);
    label = 'wrong code';
  } else if (variant === 1 && spentCaptchas.length > 0) {
    captcha = { ...rng.pick(spentCaptchas) };
    label = 'reused captcha';
  } else if (variant === 2) {
    const id = randomBytes(16).toString('base64url');
    const code = '24680';
    const db = await getDb();
    await db.insert(captchas).values({
      id,
      codeHash: createHash('sha256').update(code).digest('hex'),
      code,
      expiresAt: new Date(Date.now() - 60_000),
    });
    captcha = { captchaId: id, captchaCode: code };
    label = 'expired captcha';
  } else if (variant === 3) {
    captcha = bogusCaptcha();
    label = 'unknown captcha id';
  } else {
    const broken: [string, Record<string, unknown>, string][] = [
      ['id with NUL', { captchaId: '\u0000', captchaCode: '12345' }, 'captchaId'],
      ['id path', { captchaId: '../../x', captchaCode: '12345' }, 'captchaId'],
      ['id too long', { captchaId: 'a'.repeat(65), captchaCode: '12345' }, 'captchaId'],
      ['id a number', { captchaId: 12345, captchaCode: '12345' }, 'captchaId'],
      ['id an object', { captchaId: { $ne: null }, captchaCode: '12345' }, 'captchaId'],
      ['code too long', { captchaId: 'abc', captchaCode: '1'.repeat(11) }, 'captchaCode'],
      ['code a number', { captchaId: 'abc', captchaCode: 12345 }, 'captchaCode'],
      ['code empty', { captchaId: 'abc', captchaCode: '' }, 'captchaCode'],
      ['code an array', { captchaId: 'abc', captchaCode: ['12345'] }, 'captchaCode'],
      ['no captcha at all', {}, 'captchaId'],
      ['code an injection', { captchaId: 'abc', captchaCode: "' OR 1=1" }, 'captchaCode'],
    ];
    const [name, value, key] = rng.pick(broken);
    captcha = value;
    label = name;
    errorsIn = ['captchaId', 'captchaCode', key];
  }
  // Markup in a free-text field is accepted as typed; the captcha is what refuses these.
  const free =
    target.freeText.length > 0 && rng.chance(0.5) ? { [rng.pick(target.freeText)]: rng.pick(injections) } : {};
  return {
    label: `${target.endpoint} captcha: ${label}`,
    path: targetPath(target, lang),
    headers: visitorHeaders(),
    body: json({ ...valid, ...free, ...captcha }),
    status: 400,
    errorsIn,
  };
}

const multipart = (fields: Record<string, unknown>) => {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join('')}--${boundary}--\r\n` };
};

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** Headers, content types, bodies that are not a JSON object, methods, sizes, keys. */
async function requestCase(): Promise<Case> {
  const target = rng.pick(targets);
  const lang = langOf();
  const path = targetPath(target, lang);
  const headers = visitorHeaders();
  const body = json({ ...target.valid(), ...bogusCaptcha() });
  const variant = rng.int(26);
  const forbidden = { status: 403, message: /security token/ };
  switch (variant) {
    case 0: {
      const { 'x-xsrf-token': _token, ...rest } = headers;
      return { label: `${path}: no XSRF header`, path, headers: rest, body, ...forbidden };
    }
    case 1: {
      const { cookie: _cookie, ...rest } = headers;
      return { label: `${path}: no XSRF cookie`, path, headers: rest, body, ...forbidden };
    }
    case 2:
      return {
        label: `${path}: forged XSRF header`,
        path,
        headers: { ...headers, 'x-xsrf-token': randomBytes(32).toString('base64url') },
        body,
        ...forbidden,
      };
    case 3: {
      const forged = rng.pick([
        '',
        'null',
        'undefined',
        'A'.repeat(42),
        'A'.repeat(44),
        `${'A'.repeat(42)}=`,
        '<script>',
        "' OR 1=1--",
        'A'.repeat(5000),
      ]);
      return {
        label: `${path}: malformed XSRF token (${forged.slice(0, 12)})`,
        path,
        headers: { ...headers, 'x-xsrf-token': forged, cookie: `${xsrfCookieName()}=${forged}` },
        body,
        ...forbidden,
      };
    }
    case 4:
      return {
        label: `${path}: token in another cookie`,
        path,
        headers: {
          ...headers,
          cookie: `OTHER=${xsrfToken}; ${xsrfCookieName()}=${randomBytes(32).toString('base64url')}`,
        },
        body,
        ...forbidden,
      };
    case 5: {
      const { 'x-requested-with': _ajax, ...rest } = headers;
      return {
        label: `${path}: no X-Requested-With`,
        path,
        headers: rest,
        body,
        status: 400,
        message: /X-Requested-With/,
      };
    }
    case 6: {
      const value = rng.pick(['xmlhttprequest', 'fetch', '', 'XMLHttpRequest2', 'XMLHttpRequest, XMLHttpRequest']);
      return {
        label: `${path}: X-Requested-With ${JSON.stringify(value)}`,
        path,
        headers: { ...headers, 'x-requested-with': value },
        body,
        status: 400,
        message: /X-Requested-With/,
      };
    }
    case 7:
    case 8: {
      const type = rng.pick(['text/plain', 'text/html', 'application/xml', 'application/octet-stream', 'image/png']);
      return {
        label: `${path}: Content-Type ${type}`,
        path,
        headers: { ...headers, 'content-type': type },
        body,
        status: 415,
      };
    }
    case 9: {
      const form = multipart({ ...target.valid(), ...bogusCaptcha() });
      return {
        label: `${path}: multipart/form-data`,
        path,
        headers: { ...headers, 'content-type': form.type },
        body: form.body,
        status: 415,
      };
    }
    case 10:
      return {
        label: `${path}: form-urlencoded`,
        path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(target.valid() as Record<string, string>).toString(),
        status: 415,
      };
    case 11: {
      const { 'content-type': _type, ...rest } = headers;
      return { label: `${path}: no Content-Type`, path, headers: rest, body, status: 415 };
    }
    case 12: {
      const broken = rng.pick([
        '{',
        '{"name": }',
        "{'name': 'x'}",
        '{"a":1,}',
        '{"a": NaN}',
        '\ufeff{}',
        'undefined',
        '{"a": "\u0000"',
        '[1, 2',
        '{"a": 1}{"b": 2}',
        body.slice(0, body.length - 1 - rng.int(10)),
        `${'['.repeat(5000)}`,
      ]);
      return {
        label: `${path}: invalid JSON ${JSON.stringify(broken.slice(0, 20))}`,
        path,
        headers,
        body: broken,
        status: 400,
        message: /not valid JSON/,
      };
    }
    case 13: {
      const value = rng.pick(['[]', '[{"name":"x"}]', 'null', '0', '-1', '1e999', '"a string"', 'true', 'false', '""']);
      return { label: `${path}: JSON ${value}`, path, headers, body: value, status: 415 };
    }
    case 14:
      return { label: `${path}: empty body`, path, headers, body: '', status: 415 };
    case 15: {
      // A body past the cap announced by its Content-Length: refused before it is read.
      const size = 4 * 1024 * 1024 + 1 + rng.int(1024 * 1024);
      const big = json({ ...target.valid(), message: 'x'.repeat(size) });
      return {
        label: `${path}: ${size} bytes with Content-Length`,
        path,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(big)) },
        body: big,
        status: 413,
        message: /larger than 4 MB/,
      };
    }
    case 16:
      // The same without Content-Length (chunked): the route stops reading at the cap.
      return {
        label: `${path}: streamed past 4 MB`,
        path,
        headers,
        body: streamOf(4 * 1024 * 1024 + 256 * 1024),
        status: 413,
        message: /larger than 4 MB/,
      };
    case 17: {
      const keys = Object.fromEntries(
        Array.from({ length: 20_000 + rng.int(20_000) }, (_, index) => [`k${index}`, index]),
      );
      return {
        label: `${path}: ${Object.keys(keys).length} unknown keys`,
        path,
        headers,
        body: json({ ...keys, ...bogusCaptcha() }),
        status: 400,
      };
    }
    case 18: {
      // Prototype pollution: keys JSON.parse makes own properties of the body.
      const valid = json(target.valid());
      const smuggled = rng.pick([
        `{"__proto__": ${valid}, "captchaId": "abc", "captchaCode": "12345"}`,
        `{"constructor": {"prototype": ${valid}}, "captchaId": "abc", "captchaCode": "12345"}`,
        `{"__proto__": {"isAdmin": true, "status": "approved"}, "constructor": {"prototype": {"polluted": true}}}`,
        `{"__proto__": {"toString": "x", "valueOf": 1}, "captchaId": "abc"}`,
      ]);
      const captcha = await realCaptcha(lang);
      return {
        label: `${path}: prototype pollution`,
        path,
        headers,
        body: smuggled.replace(
          '"captchaId": "abc", "captchaCode": "12345"',
          `"captchaId": "${captcha.captchaId}", "captchaCode": "${captcha.captchaCode}"`,
        ),
        status: 400,
      };
    }
    case 19: {
      const method = rng.pick<Method>(['PUT', 'GET']);
      const readable = ['apply-events/1', 'applications/1', 'applications/2', 'feedback'].includes(target.endpoint);
      if (method === 'GET' && readable)
        return { label: `${path}: PUT`, method: 'PUT', path, headers, body, status: 405 };
      return {
        label: `${path}: ${method}`,
        method,
        path,
        headers,
        body: method === 'GET' ? undefined : body,
        status: 405,
      };
    }
    case 20: {
      const unknown = rng.pick([
        'applications/999',
        'applications/0',
        'applications/-1',
        'applications/1e3',
        'handle-survey/abc',
        "handle-survey/1'--",
        'apply-events/%00',
        'apply-events/99999999999999999999',
      ]);
      return { label: `${lang}/${unknown}: no such form`, path: `${lang}/${unknown}`, headers, body, status: 404 };
    }
    case 21: {
      const other = rng.pick(['xx', 'zh-cn', '..', 'EN', '%2e%2e']);
      return {
        label: `${other}/${target.endpoint}: unknown language`,
        path: `${other}/${target.endpoint}`,
        headers,
        body,
        status: 404,
      };
    }
    case 22:
    case 23: {
      const idempotent = rng.pick(storing);
      const key = rng.pick([
        'short',
        'x'.repeat(101),
        'has spaces in it here',
        '../../../../etc/passwd',
        '<script>alert(1)</script>',
        "key' OR '1'='1--xx",
        'ключ-идемпотентности',
        '',
        '%00%00%00%00%00%00%00%00',
      ]);
      // Valid fields, so the key is what is refused (before the captcha is looked at).
      return {
        label: `${idempotent.endpoint}: Idempotency-Key ${JSON.stringify(key.slice(0, 16))}`,
        path: targetPath(idempotent, lang),
        headers: { ...headers, 'idempotency-key': encodeURIComponent(key) },
        body: json({ ...idempotent.valid(), ...bogusCaptcha() }),
        status: 400,
        message: /Idempotency-Key/,
      };
    }
    case 24: {
      const closed = await realCaptcha(lang);
      return {
        label: `${lang}/handle-survey/2: closed survey`,
        path: `${lang}/handle-survey/2`,
        headers,
        body: json({ satisfaction: '3', ...closed }),
        status: 410,
      };
    }
    default: {
      const token = rng.pick<unknown>([
        undefined,
        null,
        42,
        ['a'.repeat(43)],
        { $ne: null },
        'short',
        'a'.repeat(101),
        '<script>alert(1)</script>',
        '\u0000'.repeat(30),
        randomBytes(32).toString('base64url'),
        huge(hugeLength()),
      ]);
      return {
        label: `${lang}/verify-opinion: token ${JSON.stringify(token)?.slice(0, 20)}`,
        path: `${lang}/verify-opinion`,
        headers,
        body: json({ token }),
        status: 404,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Valid submissions, sent between the hostile ones.

type Stored = {
  serial: string;
  target: Target;
  email: string;
  freeField?: string;
  freeValue?: string;
  attachment?: boolean;
};
const stored: Stored[] = [];
/** Typed by real people and stored as typed (escaping is the page's job when it is shown). */
const tolerated = [
  ...injections,
  '山腳下的茶園 ☕ 😀',
  'Line one\nline two\ttabbed',
  '%00%0d%0a',
  'Ünïcödé — “quotes” ‘single’',
];

async function sendValid(): Promise<void> {
  const target = storing[stored.length % storing.length]!;
  const lang = langOf();
  const body: Record<string, unknown> = target.valid();
  const freeField = rng.pick(target.freeText);
  const freeValue = rng.pick(tolerated);
  body[freeField] = freeValue;
  const attachmentField = Object.entries(target.fields).find(([, kind]) => kind === 'file')?.[0];
  const attachment = attachmentField !== undefined && rng.chance(0.5);
  if (attachment)
    body[attachmentField] = {
      name: rng.pick(['group list.png', '../../../etc/passwd.png', '<script>.png', '團體名單.PNG']),
      data: pixelPng,
    };
  const captcha = await realCaptcha(lang);
  const headers: Record<string, string> = visitorHeaders();
  if (target.idempotent && rng.chance(0.3)) headers['idempotency-key'] = randomBytes(18).toString('base64url');
  const answer = await callRoute('POST', targetPath(target, lang), headers, json({ ...body, ...captcha }));
  expect(answer.status, `valid ${target.endpoint}: ${answer.text.slice(0, 300)}`).toBe(200);
  const serial = (answer.json?.data as { serial?: unknown } | undefined)?.serial;
  expect(serial, `valid ${target.endpoint} answers a serial`).toMatch(/^[A-Z]\d{14}$/);
  spentCaptchas.push(captcha);
  stored.push({ serial: serial as string, target, email: String(body.email ?? ''), freeField, freeValue, attachment });
}

/** The mailbox's confirmation link works once; the second use is a hostile replay. */
async function confirmLatestSuggestion(entry: Stored, lang: Lang): Promise<Case | undefined> {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, entry.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /confirm\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) return undefined;
  const confirmed = await callRoute('POST', `${lang}/verify-opinion`, visitorHeaders(), json({ token }));
  expect(confirmed.status, confirmed.text).toBe(200);
  return {
    label: `${lang}/verify-opinion: link used twice`,
    path: `${lang}/verify-opinion`,
    headers: visitorHeaders(),
    body: json({ token }),
    status: 404,
  };
}

/** A real lookup of a stored case (200), then the same serial with a stranger's e-mail (404). */
async function lookupCase(): Promise<Case | undefined> {
  const withEmail = stored.filter((candidate) => candidate.email);
  if (withEmail.length === 0) return undefined;
  const entry = rng.pick(withEmail);
  const endpoint =
    entry.target.stores === 'suggestion'
      ? 'check-opinion'
      : entry.serial.startsWith('F')
        ? 'check-feedback'
        : 'check-application';
  const lang = langOf();
  const own = await callRoute(
    'POST',
    `${lang}/${endpoint}`,
    visitorHeaders(),
    json({ serial: entry.serial.toLowerCase(), email: entry.email.toUpperCase(), ...(await realCaptcha(lang)) }),
  );
  expect(own.status, `${endpoint} ${entry.serial}: ${own.text.slice(0, 200)}`).toBe(200);
  return {
    label: `${endpoint}: a stranger's e-mail`,
    path: `${lang}/${endpoint}`,
    headers: visitorHeaders(),
    body: json({ serial: entry.serial, email: 'stranger@example.com', ...(await realCaptcha(lang)) }),
    status: 404,
  };
}

// ---------------------------------------------------------------------------------------------

/** Why an answer to a hostile request is not acceptable, or undefined when it is. */
function problemWith(testCase: Case, answer: Answer): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (testCase.status !== undefined && answer.status !== testCase.status)
    return `status ${answer.status}, expected ${testCase.status}`;
  const body = answer.json;
  if (!body) return `not JSON: ${answer.text.slice(0, 80)}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
  if (body.success !== false || body.status !== answer.status) return 'not an error envelope';
  if (testCase.message && !testCase.message.test(body.message)) return `message ${JSON.stringify(body.message)}`;
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    if (answer.status !== 400 || typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0)
      return 'malformed errors';
    for (const [key, value] of Object.entries(errors)) {
      if (!(formErrorKeys as readonly string[]).includes(value as string))
        return `errors.${key} is ${JSON.stringify(value)}, not a message key`;
    }
  }
  if (testCase.errorsIn) {
    if (body.errors === undefined) return `no errors (message ${JSON.stringify(body.message)})`;
    const keys = Object.keys(body.errors as object);
    if (!testCase.errorsIn.some((key) => keys.includes(key)))
      return `errors ${JSON.stringify(body.errors)} do not name ${testCase.errorsIn.join(' or ')}`;
  }
  return undefined;
}

describe('fuzzing the send endpoints', () => {
  test('over 1,000 malformed or hostile requests all get a 4xx with a message; the valid submissions between them are stored', async () => {
    const token = await callRoute('GET', 'xsrf-token', { ...ajax, 'x-forwarded-for': nextClient() });
    xsrfToken = (token.json!.data as { token: string }).token;
    expect(token.status).toBe(200);

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const failedEndpoints = new Set<string>();
    let hostile = 0;
    const run = async (testCase: Case | undefined) => {
      if (!testCase) return;
      hostile++;
      let answer: Answer;
      try {
        answer = await callRoute(testCase.method ?? 'POST', testCase.path, testCase.headers, testCase.body);
      } catch (error) {
        problems.push(`#${hostile} ${testCase.label}: threw ${String(error)}`);
        return;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(testCase, answer);
      if (problem) {
        problems.push(`#${hostile} ${testCase.label}: ${problem}`);
        failedEndpoints.add(testCase.path);
      }
    };

    // The dispatcher logs every handler failure (a 500) with console.error.
    const logged: unknown[][] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    for (let round = 0; hostile < 1_050; round++) {
      if (round % 30 === 0) {
        await sendValid();
        const latest = stored.at(-1)!;
        if (latest.target.stores === 'suggestion') await run(await confirmLatestSuggestion(latest, langOf()));
        continue;
      }
      if (round % 97 === 0) {
        await run(await lookupCase());
        continue;
      }
      const roll = rng.next();
      await run(roll < 0.55 ? await fieldCase() : roll < 0.7 ? await captchaCase() : await requestCase());
    }
    errors.mockRestore();

    expect(problems, `${problems.length} bad answers; statuses ${JSON.stringify([...statuses])}`).toEqual([]);
    expect(
      logged.map((args) => args.map(String).join(' ').slice(0, 300)),
      'no handler failed',
    ).toEqual([]);
    expect(hostile).toBeGreaterThanOrEqual(1_000);
    // Every kind of refusal was exercised.
    for (const status of [400, 403, 404, 405, 410, 413, 415])
      expect(statuses.get(status), `no ${status} seen`).toBeGreaterThan(0);
    expect({}.constructor.prototype).toBe(Object.prototype);
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).isAdmin).toBeUndefined();

    // Every valid submission answered with a serial that is in the database, with its free text as typed.
    expect(stored.length).toBeGreaterThanOrEqual(20);
    // A registration changes its event's seats: the pages showing them are renewed, and nothing else asks to be.
    const registered = stored.filter((entry) => entry.target.endpoint === 'apply-events/1').length;
    expect(registered).toBeGreaterThan(0);
    expect(renewed.tags.filter((tag) => tag === 'apply-events')).toHaveLength(registered);
    expect(
      renewed.tags.every((tag) => /^apply-events(\/\d+)?$/.test(tag)),
      renewed.tags.join(),
    ).toBe(true);
    // Each is renewed once more a few seconds later, the same tags.
    expect(later.tasks).toHaveLength(registered);
    const renewedAtOnce = [...renewed.tags];
    vi.useFakeTimers();
    try {
      const ran = Promise.all(later.tasks.map((task) => task()));
      await vi.runAllTimersAsync();
      await ran;
    } finally {
      vi.useRealTimers();
    }
    expect(renewed.tags.slice(renewedAtOnce.length)).toEqual(renewedAtOnce);
    expect(new Set(stored.map((entry) => entry.serial)).size).toBe(stored.length);
    const db = await getDb();
    for (const entry of stored) {
      if (entry.target.stores === 'suggestion') {
        const [row] = await db.select().from(suggestions).where(eq(suggestions.serialNumber, entry.serial));
        expect(row, entry.serial).toBeDefined();
        expect(row![entry.freeField as 'subject' | 'message']).toBe(entry.freeValue);
      } else {
        const [row] = await db.select().from(submissions).where(eq(submissions.serialNumber, entry.serial));
        expect(row, entry.serial).toBeDefined();
        expect((row!.answers as Record<string, unknown>)[entry.freeField!]).toBe(entry.freeValue);
        const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, row!.id));
        expect(files.map((file) => file.contentType)).toEqual(entry.attachment ? ['image/png'] : []);
        if (entry.attachment) expect(files[0]!.content.length).toBe(files[0]!.size);
      }
    }
    expect(failedEndpoints).toEqual(new Set());
  }, 60_000);
});
