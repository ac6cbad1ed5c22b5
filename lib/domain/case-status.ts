/**
 * The states a filed form moves through, and who may move it where. Applications and
 * registrations use the spec's processing labels (section 4: new application, no case filed,
 * on processing, approved, rejected, cancelled); feedback is received, handled and answered;
 * survey answers are only received.
 */
export const caseStatuses = [
  'new',
  'no-case',
  'processing',
  'approved',
  'rejected',
  'cancelled',
  'replied',
  'received',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const replyChannels = ['email', 'phone'] as const;
export type ReplyChannel = (typeof replyChannels)[number];

/** What a submission is: a form built from field definitions, or the file area's archive application. */
export const submissionKinds = ['survey', 'registration', 'application', 'feedback', 'archive'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
type Kind = SubmissionKind;

const applicationFlow: Partial<Record<CaseStatus, readonly CaseStatus[]>> = {
  new: ['processing', 'no-case', 'cancelled'],
  processing: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
};

const flows: Record<Kind, Partial<Record<CaseStatus, readonly CaseStatus[]>>> = {
  application: applicationFlow,
  registration: applicationFlow,
  // An archive application: the same labels; an answer within 30 days (Archives Act, article 19).
  archive: applicationFlow,
  feedback: { new: ['processing', 'replied'], processing: ['replied'] },
  survey: {},
};

/** The state a submission of this kind starts in. */
export function initialStatus(kind: Kind): CaseStatus {
  return kind === 'survey' ? 'received' : 'new';
}

/** Whether an operator may move a submission of `kind` from `from` to `to`. */
export function canMove(kind: Kind, from: CaseStatus, to: CaseStatus): boolean {
  return flows[kind][from]?.includes(to) ?? false;
}

/** The states a submission of `kind` can still reach from `from` (for the operator tool's help). */
export function nextStatuses(kind: Kind, from: CaseStatus): readonly CaseStatus[] {
  return flows[kind][from] ?? [];
}

/** Registrations in these states no longer hold their places. */
export const releasesSeats: readonly CaseStatus[] = ['no-case', 'rejected', 'cancelled'];

export function isCaseStatus(value: string): value is CaseStatus {
  return (caseStatuses as readonly string[]).includes(value);
}
