import 'server-only';
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiHttpError } from '../http';

/** Status of a key whose first request is still running. */
const pending = 0;
const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;
const keepAnswersMs = 24 * 3600_000;

/** Deletes the answers of keys first used before `before`. */
export async function pruneIdempotencyKeys(before: Date): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/**
 * What a submission says, as a SHA-256 of its values in a fixed order: the captcha's id and answer
 * are left out (a retry comes with a new captcha, each being single-use).
 */
export function submissionFingerprint(values: object): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([name]) => name !== 'captchaId' && name !== 'captchaCode')
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([name, inner]) => [name, canonical(inner)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(values)))
    .digest('base64url');
}

/**
 * Runs a submission once per Idempotency-Key: the first request claims the key and stores its
 * answer; a retry or a double click gets the same answer (the same serial number) without
 * storing anything twice. Only successful answers are kept, so a corrected resubmission of a
 * refused form runs again. The key is bound to what was submitted with it (`values`): the same key
 * with other values is refused (422, as the IETF Idempotency-Key draft asks), never answered with
 * the first submission's serial as if the other values had been stored. The site's forms take a
 * new key whenever a field changes (components/forms/use-send-form.ts). Without a key, the
 * submission simply runs.
 */
export async function oncePerKey<T>(
  scope: string,
  key: string | null,
  values: object,
  run: () => Promise<T>,
): Promise<T> {
  if (key === null) return run();
  if (!keyPattern.test(key))
    throw new ApiHttpError(400, 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.');
  const id = `${scope}:${key}`;
  const fingerprint = submissionFingerprint(values);
  const db = await getDb();
  // A retry comes within minutes; a day-old answer is never asked for again. Swept now and then.
  if (Math.random() < 0.02) await pruneIdempotencyKeys(new Date(Date.now() - keepAnswersMs));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key: id, status: pending, body: {}, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return (await waitForAnswer(id, fingerprint)) as T;
  try {
    const answer = await run();
    await db
      .update(idempotencyKeys)
      .set({ status: 200, body: answer as object })
      .where(eq(idempotencyKeys.key, id));
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, id));
    throw error;
  }
}

async function waitForAnswer(id: string, fingerprint: string): Promise<unknown> {
  const db = await getDb();
  // Up to 20 s: longer than the SMTP time limits a first attempt may be waiting on.
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, id));
    if (!row) throw new ApiHttpError(409, 'The first attempt of this submission failed; please send it again.');
    // A key claimed before keys were bound to their values (no fingerprint) keeps its answer.
    if (row.fingerprint !== null && row.fingerprint !== fingerprint)
      throw new ApiHttpError(
        422,
        'This Idempotency-Key was used for a submission with other values; send these with a new key.',
      );
    if (row.status !== pending) return row.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new ApiHttpError(409, 'This submission is still being processed; please wait a moment.');
}
