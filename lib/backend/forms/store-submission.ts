import 'server-only';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { initialStatus, releasesSeats, type SubmissionKind } from '@/lib/domain/case-status';
import { getDb } from '../db/client';
import { submissionFiles, submissions } from '../db/schema';
import { ApiHttpError } from '../http';
import type { Attachment } from './attachments';
import { queueMail, type OutgoingMail } from '../mail/send-mail';
import { newSerial } from './serial';

export type NewSubmission = {
  kind: SubmissionKind;
  formId: number;
  lang: string;
  email: string | null;
  /** Registrations: places asked for, checked against `capacity` under a lock. */
  seats: number;
  capacity?: number;
  answers: Record<string, unknown>;
  attachments: readonly Attachment[];
  /** The receipt, composed once the serial is known and queued in the same transaction. */
  receipt?: (serial: string) => Promise<OutgoingMail | undefined>;
};

export type StoredSubmission = { serial: string; receipt?: { id: number; mail: OutgoingMail } };

const serialPrefix: Record<SubmissionKind, 'A' | 'R' | 'F' | 'Q' | 'D'> = {
  application: 'A',
  archive: 'D',
  registration: 'R',
  feedback: 'F',
  survey: 'Q',
};

/** Places a registration form has given out (refused, unfiled and cancelled ones give theirs back). */
export async function seatsTaken(
  formId: number,
  db?: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>,
): Promise<number> {
  const client = db ?? (await getDb());
  const [row] = await client
    .select({ taken: sql<number>`coalesce(sum(${submissions.seats}), 0)::int` })
    .from(submissions)
    .where(
      and(
        eq(submissions.kind, 'registration'),
        eq(submissions.formId, formId),
        not(inArray(submissions.status, [...releasesSeats])),
      ),
    );
  return Number(row?.taken ?? 0);
}

/**
 * Stores a submission, its attachments' rows and its receipt mail in one transaction and returns
 * its serial number (the caller delivers the queued receipt after the commit).
 * A registration takes a lock per event first, so two visitors cannot both get the last place
 * (the lock is PostgreSQL's, so it holds across several server instances).
 */
export async function storeSubmission(input: NewSubmission): Promise<StoredSubmission> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.capacity !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${input.kind}:${input.formId}`}))`);
      if ((await seatsTaken(input.formId, tx)) + input.seats > input.capacity) {
        throw new ApiHttpError(410, 'Registration is closed: there are not enough places left.');
      }
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(submissions)
        .values({
          serialNumber: newSerial(serialPrefix[input.kind]),
          kind: input.kind,
          formId: input.formId,
          lang: input.lang,
          email: input.email,
          seats: input.seats,
          answers: input.answers,
          status: initialStatus(input.kind),
        })
        .onConflictDoNothing()
        .returning({ id: submissions.id, serial: submissions.serialNumber });
      if (!row) continue;
      if (input.attachments.length > 0) {
        await tx.insert(submissionFiles).values(input.attachments.map((file) => ({ ...file, submissionId: row.id })));
      }
      const mail = await input.receipt?.(row.serial);
      return { serial: row.serial, receipt: mail ? { id: await queueMail(mail, tx), mail } : undefined };
    }
    throw new ApiHttpError(503, 'The submission could not be stored; please try again.');
  });
}
