import type { ArchiveApplication } from '@/lib/schemas/forms/archive-application';

/** A complete archive application by a person, without the captcha (each test adds a fresh one). */
export function validArchiveApplication(): Omit<ArchiveApplication, 'captchaId' | 'captchaCode'> {
  return {
    applicantType: 'person',
    name: '林美玲',
    representative: '',
    birthDate: '1985-04-02',
    idNumber: 'A223456789',
    address: '臺中市霧峰區中正路1號',
    phone: '0423312678',
    email: 'researcher@example.com',
    hasAgent: false,
    agentName: '',
    agentIdNumber: '',
    agentPhone: '',
    agentAddress: '',
    agentRelation: '',
    files: [{ fileNumber: '', title: '梨山賓館修建工程相關公文', read: true, copy: true }],
    originalReason: '',
    purpose: 'history',
    purposeOther: '',
    consent: true,
  };
}
