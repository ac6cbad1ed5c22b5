import { describe, expect, test } from 'vitest';
import { archiveApplicationSchema, maxArchiveFiles } from '@/lib/schemas/forms/archive-application';
import { validArchiveApplication } from '../../support/valid-archive-application';

const captcha = { captchaId: 'abc', captchaCode: '12345' };
const errors = (overrides: Record<string, unknown>) => {
  const parsed = archiveApplicationSchema.safeParse({ ...validArchiveApplication(), ...captcha, ...overrides });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the archive application schema (the Archives Act form)', () => {
  test('accepts a complete application by a person, and by an organisation with an agent', () => {
    expect(errors({})).toEqual({});
    expect(
      errors({
        applicantType: 'legal-person',
        name: '國立臺中教育大學',
        representative: '王大明',
        birthDate: '',
        idNumber: '',
        hasAgent: true,
        agentName: '陳小華',
        agentIdNumber: 'B123456789',
        agentPhone: '0912345678',
        agentAddress: '臺中市西區民生路140號',
        agentRelation: 'authorized',
        purpose: 'other',
        purposeOther: '校史編纂',
      }),
    ).toEqual({});
  });

  test("a person's date of birth and ID, an organisation's representative, an agent's details are required with their choice", () => {
    expect(errors({ birthDate: '', idNumber: '' })).toEqual({ birthDate: 'required', idNumber: 'required' });
    expect(errors({ applicantType: 'legal-person', birthDate: '', idNumber: '' })).toEqual({
      representative: 'required',
    });
    expect(Object.keys(errors({ hasAgent: true }))).toEqual([
      'agentName',
      'agentIdNumber',
      'agentPhone',
      'agentAddress',
      'agentRelation',
    ]);
    expect(errors({ purpose: 'other' })).toEqual({ purposeOther: 'required' });
  });

  test('each row needs a title and reading or a copy; one to ten rows', () => {
    expect(errors({ files: [{ fileNumber: '', title: '', read: false, copy: false }] })).toEqual({
      'files.0.title': 'required',
      'files.0.read': 'accessTypeRequired',
    });
    expect(errors({ files: [] })).toEqual({ files: 'required' });
    const row = validArchiveApplication().files[0];
    expect(errors({ files: Array.from({ length: maxArchiveFiles }, () => row) })).toEqual({});
    expect(errors({ files: Array.from({ length: maxArchiveFiles + 1 }, () => row) })).toEqual({ files: 'invalid' });
  });

  test('dates of birth, ID numbers and phones are checked; control characters are refused', () => {
    expect(errors({ birthDate: '2999-01-01' })).toEqual({ birthDate: 'birthDateFormat' });
    expect(errors({ birthDate: '1985-02-30' })).toEqual({ birthDate: 'birthDateFormat' });
    expect(errors({ idNumber: 'A12 345-678 9' })).toEqual({});
    expect(errors({ idNumber: '<script>' })).toEqual({ idNumber: 'idNumberFormat' });
    expect(errors({ phone: '12345' })).toEqual({ phone: 'phoneFormat' });
    expect(errors({ name: 'a\u0007b' })).toEqual({ name: 'invalid' });
    expect(errors({ consent: false })).toEqual({ consent: 'consentRequired' });
  });
});
