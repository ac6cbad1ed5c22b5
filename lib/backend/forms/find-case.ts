import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionKind } from '@/lib/domain/case-status';
import { getDb } from '../db/client';
import { submissions } from '../db/schema';
import { ApiHttpError } from '../http';

/**
 * The case a progress lookup asks for: only whoever has both its serial number and the e-mail
 * used (in any case of letters) finds it; any mismatch is the same 404, so a guess learns nothing.
 */
export async function findCase(
  serial: string,
  email: string,
  kinds: readonly SubmissionKind[],
): Promise<typeof submissions.$inferSelect> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.serialNumber, serial),
        inArray(submissions.kind, [...kinds]),
        eq(sql`lower(${submissions.email})`, email.toLowerCase()),
      ),
    );
  if (!row) throw new ApiHttpError(404, 'No case matches this serial number and e-mail address.');
  return row;
}
