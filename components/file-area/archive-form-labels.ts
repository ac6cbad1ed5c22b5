import 'server-only';
import { getTranslations } from 'next-intl/server';
import { commonFormLabels, type CommonFormLabels } from '@/components/forms/form-labels';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import {
  agentRelations,
  applicantTypes,
  archivePurposes,
  maxArchiveFiles,
} from '@/lib/schemas/forms/archive-application';
import { sections } from '@/lib/sections';

/** The archive application's strings in the page's language, for its client island. */
export async function archiveFormLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ArchiveForm' });
  const page = await getTranslations({ locale, namespace: 'FileArea' });
  const online = await getTranslations({ locale, namespace: 'OnlineForms' });
  const { needsJs: _needsJs, ...common } = await commonFormLabels();
  return {
    ...common,
    heading: page('apply.formHeading'),
    parts: { applicant: t('applicant'), agent: t('agent'), files: t('files') },
    fields: {
      applicantType: t('applicantType'),
      name: t('name'),
      representative: t('representative'),
      birthDate: t('birthDate'),
      idNumber: t('idNumber'),
      address: t('address'),
      phone: t('phone'),
      email: t('email'),
      hasAgent: t('hasAgent'),
      agentName: t('agentName'),
      agentIdNumber: t('agentIdNumber'),
      agentPhone: t('agentPhone'),
      agentAddress: t('agentAddress'),
      agentRelation: t('agentRelation'),
      files: t('files'),
      fileNumber: t('fileNumber'),
      fileTitle: t('fileTitle'),
      access: t('access'),
      originalReason: t('originalReason'),
      purpose: t('purpose'),
      purposeOther: t('purposeOther'),
      consent: t('consent'),
    },
    hints: {
      name: t('nameHint'),
      birthDate: t('birthDateHint'),
      idNumber: t('idNumberHint'),
      phone: t('phoneHint'),
      email: t('emailHint'),
      agent: t('agentHint'),
      files: t('filesHint'),
      originalReason: t('originalReasonHint'),
    },
    applicantTypes: Object.fromEntries(applicantTypes.map((key) => [key, t(`applicantTypes.${key}`)])) as Record<
      (typeof applicantTypes)[number],
      string
    >,
    agentRelations: Object.fromEntries(agentRelations.map((key) => [key, t(`agentRelations.${key}`)])) as Record<
      (typeof agentRelations)[number],
      string
    >,
    purposes: Object.fromEntries(archivePurposes.map((key) => [key, t(`purposes.${key}`)])) as Record<
      (typeof archivePurposes)[number],
      string
    >,
    fileRow: t.raw('fileRow') as string,
    rowField: t.raw('rowField') as string,
    read: t('read'),
    copy: t('copy'),
    addFile: t('addFile'),
    removeFile: t.raw('removeFile') as string,
    fileAdded: t.raw('fileAdded') as string,
    fileRemoved: t.raw('fileRemoved') as string,
    maxFiles: t('maxFiles', { max: maxArchiveFiles }),
    submit: t('submit'),
    sent: {
      title: t('sentTitle'),
      serial: online.raw('sentSerial') as string,
      body: t.raw('sentBody') as string,
      noMail: online('sentNoMail'),
      progressLink: t('progressLink'),
      progressHref: localizedPath(locale, sections.fileAreaProgress.path),
    },
  } satisfies CommonFormLabels & Record<string, unknown>;
}

export type ArchiveFormLabels = Awaited<ReturnType<typeof archiveFormLabels>>;
