import 'server-only';
import { getTranslations } from 'next-intl/server';
import { caseStatuses, type CaseStatus } from '@/lib/domain/case-status';
import type { FormKind } from '@/lib/schemas/forms/field-definition';
import type { CaseProgressLabels } from './case-progress-form';
import type { DynamicFormLabels } from './dynamic-form';
import { commonFormLabels } from './form-labels';

const sentBodyKey = {
  survey: 'sentSurvey',
  registration: 'sentRegistration',
  application: 'sentApplication',
  feedback: 'sentFeedback',
} as const;

/** The strings of a form built from field definitions, for the page's language. */
export async function dynamicFormLabels(
  kind: FormKind,
  next?: { href: string; label: string },
): Promise<DynamicFormLabels> {
  const t = await getTranslations('OnlineForms');
  const { needsJs: _needsJs, optional, ...common } = await commonFormLabels();
  return {
    ...common,
    fields: {
      optional,
      choose: t('choose'),
      timeFrom: t('timeFrom'),
      timeTo: t('timeTo'),
      latitude: t('latitude'),
      longitude: t('longitude'),
      file: { chosen: t.raw('fileChosen') as string, remove: t('fileRemove'), readFailed: t('fileReadFailed') },
    },
    submit: t('submit'),
    sent: {
      title: t('sentTitle'),
      serial: t.raw('sentSerial') as string,
      body: t.raw(sentBodyKey[kind]) as string,
      noMail: t('sentNoMail'),
      next,
    },
  };
}

/** What every progress inquiry shows the same way: the lookup's fields, the statuses, how the reply went. */
export async function progressLookupLabels(serialHint: string) {
  const t = await getTranslations('OnlineForms');
  const status = await getTranslations('CaseStatus');
  const { needsJs: _needsJs, optional: _optional, ...common } = await commonFormLabels();
  return {
    ...common,
    fields: { serial: t('serial'), serialHint, email: t('email') },
    lookup: t('lookup'),
    notFound: t('notFound'),
    statuses: Object.fromEntries(caseStatuses.map((key) => [key, status(key)])) as Record<CaseStatus, string>,
    replyVia: { email: t('replyVia.email'), phone: t('replyVia.phone') },
  };
}

/** The strings of the progress inquiry (applications and registrations, or feedback). */
export async function caseProgressLabels(serialHint: string): Promise<CaseProgressLabels> {
  const t = await getTranslations('OnlineForms');
  return {
    ...(await progressLookupLabels(serialHint)),
    result: {
      heading: t('resultHeading'),
      type: t('resultType'),
      place: t('resultPlace'),
      session: t('resultSession'),
      people: t('resultPeople'),
      status: t('resultStatus'),
      replyVia: t('resultReplyVia'),
      created: t('resultCreated'),
      updated: t('resultUpdated'),
      notReplied: t('notRepliedYet'),
    },
  };
}
