import { describe, expect, test } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';
import { canMove, initialStatus, nextStatuses } from '@/lib/domain/case-status';
import { checkField, taiwanDay } from '@/lib/schemas/forms/field-checks';
import type { FieldDefinition } from '@/lib/schemas/forms/field-definition';
import { formErrorKeys } from '@/lib/schemas/forms/fields';
import { base64ByteLength, checkImageUpload, maxUploadBytes } from '@/lib/schemas/forms/upload';

const field = (type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name: 'answer',
  type,
  label: 'Answer',
  required: true,
  ...extra,
});
const refused = (definition: FieldDefinition, raw: unknown) => {
  const checked = checkField(definition, raw);
  return checked.ok ? undefined : checked.error;
};
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

describe('every rule has its message in every language (spec section 5)', () => {
  test.each([
    ['zh-tw', zhTw],
    ['en', en],
    ['ja', ja],
  ] as const)('%s', (_lang, messages) => {
    for (const key of formErrorKeys) expect(messages.FormErrors[key], key).toMatch(/\S/);
  });

  test('the spec’s own wording is kept where it gives one', () => {
    expect(en.FormErrors.required).toBe('This field is required');
    expect(en.FormErrors.phoneFormat).toMatch(/^Phone format is wrong/);
    expect(en.FormErrors.captchaError).toMatch(/^Captcha error/);
  });
});

describe('field rules, one per generic type', () => {
  test('required and optional fields', () => {
    expect(refused(field('text'), '  ')).toBe('required');
    expect(checkField(field('text', { required: false }), '')).toEqual({ ok: true, value: undefined });
    expect(refused(field('accept'), false)).toBe('consentRequired');
    expect(refused(field('checkbox', { options: [{ value: 'a', label: 'A' }] }), false)).toBe('required');
  });

  test('phone: 0423312678 or 0900000000 forms; the mobile-only variant', () => {
    expect(checkField(field('tel'), '04-2331 2678')).toEqual({ ok: true, value: '0423312678' });
    expect(checkField(field('tel'), '0900000000')).toEqual({ ok: true, value: '0900000000' });
    expect(refused(field('tel'), '12345')).toBe('phoneFormat');
    expect(refused(field('tel', { mobile: true }), '0423312678')).toBe('mobileFormat');
  });

  test('e-mail, length and control characters', () => {
    expect(refused(field('email'), 'name@')).toBe('emailFormat');
    expect(refused(field('text', { max: 5 }), '123456')).toBe('tooLong');
    expect(refused(field('textarea'), 'a\u0000b')).toBe('invalid');
    expect(refused(field('text'), 42)).toBe('invalid');
  });

  test('head count 1 to 10 (spec section 9)', () => {
    const people = field('number', { min: 1, max: 10 });
    expect(checkField(people, '10')).toEqual({ ok: true, value: 10 });
    expect(refused(people, '0')).toBe('numberRange');
    expect(refused(people, '11')).toBe('numberRange');
    expect(refused(people, 'ten')).toBe('numberFormat');
  });

  test('dates as 2023-01-01, real calendar days, not before the earliest allowed', () => {
    expect(checkField(field('date'), '2023-01-01')).toEqual({ ok: true, value: '2023-01-01' });
    expect(refused(field('date'), '2023-02-30')).toBe('dateFormat');
    expect(refused(field('date'), '01/02/2023')).toBe('dateFormat');
    expect(refused(field('date', { minDaysAhead: 7 }), taiwanDay(6))).toBe('dateTooEarly');
    expect(checkField(field('date', { minDaysAhead: 7 }), taiwanDay(7)).ok).toBe(true);
  });

  test('choices come from the definition', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C' },
    ];
    expect(refused(field('radio', { options }), 'z')).toBe('invalid');
    expect(checkField(field('checkbox', { options }), ['b', 'a', 'b'])).toEqual({ ok: true, value: ['b', 'a'] });
    expect(refused(field('checkbox', { options }), ['a', 'z'])).toBe('invalid');
    expect(refused(field('checkbox', { options }), ['a', 'a', 'a', 'a'])).toBe('invalid');
  });

  test('time ranges, coordinates and hidden values', () => {
    expect(checkField(field('timeRange'), { from: '09:00', to: '11:30' })).toEqual({
      ok: true,
      value: { from: '09:00', to: '11:30' },
    });
    expect(refused(field('timeRange'), { from: '11:30', to: '09:00' })).toBe('timeRange');
    expect(refused(field('timeRange'), { from: '', to: '' })).toBe('required');
    expect(checkField(field('coordinate'), { lat: '24.255', lng: '121.2512' })).toEqual({
      ok: true,
      value: { lat: 24.255, lng: 121.2512 },
    });
    expect(refused(field('coordinate'), { lat: '95', lng: '121' })).toBe('coordinateFormat');
    expect(refused(field('hidden', { value: 'v1' }), 'v2')).toBe('invalid');
  });

  test('attachments: one image of at most 2 MB, recognised by its content', () => {
    expect(checkImageUpload({ name: 'photo.PNG', data: png })).toMatchObject({
      ok: true,
      value: { contentType: 'image/png' },
    });
    expect(checkImageUpload({ name: 'photo.png', data: Buffer.from('GIF89a......').toString('base64') })).toMatchObject(
      { ok: true, value: { contentType: 'image/gif' } },
    );
    expect(
      checkImageUpload({ name: 'notes.png', data: Buffer.from('plain text, renamed').toString('base64') }),
    ).toEqual({ ok: false, error: 'fileType' });
    expect(checkImageUpload({ name: 'photo.tiff', data: png })).toEqual({ ok: false, error: 'fileType' });
    const tooBig = Buffer.alloc(maxUploadBytes + 1);
    tooBig.set([0xff, 0xd8, 0xff]);
    expect(base64ByteLength(tooBig.toString('base64'))).toBe(maxUploadBytes + 1);
    expect(checkImageUpload({ name: 'big.jpg', data: tooBig.toString('base64') })).toEqual({
      ok: false,
      error: 'fileTooLarge',
    });
  });
});

describe('case states (spec section 4)', () => {
  test('applications: new → processing → approved or rejected; cancelling is always possible before the end', () => {
    expect(initialStatus('application')).toBe('new');
    expect(nextStatuses('application', 'new')).toEqual(['processing', 'no-case', 'cancelled']);
    expect(canMove('application', 'processing', 'approved')).toBe(true);
    expect(canMove('application', 'new', 'approved')).toBe(false);
    expect(canMove('application', 'rejected', 'approved')).toBe(false);
    expect(canMove('survey', 'received', 'processing')).toBe(false);
  });
});
