import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { redactPersonalData } from '@/lib/domain/redact-personal-data';
import type { ApiLang } from '@/lib/i18n/locales';
import type { LoveTrimtItem } from '@/lib/schemas/love-trimt';
import { formStores, localizeForm } from '../content/online-forms';
import { getDb } from '../db/client';
import { submissionFiles, submissions } from '../db/schema';
import { ApiHttpError } from '../http';
import { displayAnswer } from './answers';

/**
 * love-trimt (issue 25 §1): the public record of the Chinese-only feedback service. An item is
 * published only when all of these hold, checked when an operator publishes it and again on every
 * read: the visitor ticked the form's `publish` consent, the office has answered it (status
 * replied, with the reply's text), and an operator published it and has not withdrawn it.
 */
export const publishConsentField = 'publish';
/** The second consent: the photo too (only with the first). */
export const photoConsentField = 'publishPhoto';
const photoField = 'photo';

/** The tag of every cached answer (and page) that shows the published feedback. */
export const loveTrimtTag = 'love-trimt';

/** What replaces the sender's personal data in a published message (the content is Chinese only). */
const personalDataMask = '〔個人資料已隱藏〕';

/** The feedback service is Chinese only, so only the Chinese answer has content. */
const publishedLang: ApiLang = 'zh-tw';

type Row = typeof submissions.$inferSelect;

function answersOf(row: Row): Record<string, unknown> {
  return (row.answers ?? {}) as Record<string, unknown>;
}

function publishable(row: Row): string | undefined {
  if (row.kind !== 'feedback') return `${row.serialNumber} is not feedback.`;
  if (answersOf(row)[publishConsentField] !== true)
    return `${row.serialNumber}: the visitor did not agree to publish this feedback.`;
  if (row.status !== 'replied' || !row.reply?.trim() || !row.repliedAt)
    return `${row.serialNumber} has no answer yet: move it to replied with --reply "text" first.`;
  return undefined;
}

function topicOf(row: Row): string {
  const seed = formStores.feedback.find(row.formId);
  const form = seed ? localizeForm(seed, publishedLang) : undefined;
  const field = form?.fields.find((candidate) => candidate.name === 'topic');
  return displayAnswer(field, answersOf(row).topic) ?? '—';
}

/** The published items in one language, newest answer first (en and ja: none, the service is Chinese only). */
export async function listPublishedFeedback(lang: ApiLang): Promise<LoveTrimtItem[]> {
  if (lang !== publishedLang) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.kind, 'feedback'), isNotNull(submissions.publishedAt)))
    .orderBy(desc(submissions.repliedAt), desc(submissions.id));
  const items = rows.filter((row) => publishable(row) === undefined && row.publishedMessage);
  return Promise.all(
    items.map(async (row) => ({
      id: row.id,
      topic: topicOf(row),
      message: row.publishedMessage!,
      reply: row.reply!,
      receivedAt: row.createdAt.toISOString(),
      answeredAt: row.repliedAt!.toISOString(),
      ...(await photoOf(row, lang)),
    })),
  );
}

/** The published photo's address and size (the page reserves its space), when there is one. */
async function photoOf(row: Row, lang: ApiLang): Promise<Pick<LoveTrimtItem, 'photo'>> {
  if (!row.publishedPhoto || answersOf(row)[photoConsentField] !== true) return {};
  const { width, height } = await sharp(row.publishedPhoto).metadata();
  if (!width || !height) return {};
  return { photo: { url: `/_api/${lang}/love-trimt/${row.id}/photo`, width, height } };
}

/** GET love-trimt/{id}/photo: the published photo of a published item, else 404. */
export async function publishedPhoto(lang: ApiLang, id: number): Promise<Buffer | undefined> {
  if (lang !== publishedLang || !Number.isSafeInteger(id) || id <= 0) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  if (!row || !row.publishedAt || publishable(row) !== undefined) return undefined;
  return answersOf(row)[photoConsentField] === true ? (row.publishedPhoto ?? undefined) : undefined;
}

/**
 * The visitor's photo as it may be published: decoded and encoded again as a JPEG of at most
 * 1200 px, which keeps none of the original's metadata (sharp drops EXIF, so no GPS position or
 * camera owner), turned upright first. A BMP, which sharp cannot read, is not published.
 */
async function photoToPublish(row: Row): Promise<Buffer | null> {
  if (answersOf(row)[photoConsentField] !== true) return null;
  const db = await getDb();
  const [file] = await db
    .select({ content: submissionFiles.content })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, row.id), eq(submissionFiles.field, photoField)));
  if (!file) return null;
  try {
    return await sharp(file.content, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

async function findFeedback(serial: string): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select().from(submissions).where(eq(submissions.serialNumber, serial));
  if (!row || row.kind !== 'feedback') throw new ApiHttpError(404, `No feedback ${serial}.`);
  return row;
}

/**
 * Publishes answered feedback whose sender agreed. The message published is the operator's
 * shortened or corrected text when given, else the visitor's; either way the sender's name,
 * e-mail and phone and any address or number in it are masked (lib/domain/redact-personal-data).
 */
export async function publishFeedback(serial: string, editedMessage?: string) {
  const row = await findFeedback(serial);
  const refusal = publishable(row);
  if (refusal) throw new ApiHttpError(409, refusal);
  const answers = answersOf(row);
  const original = editedMessage?.trim() || (typeof answers.message === 'string' ? answers.message : '');
  const message = redactPersonalData(original, answers, personalDataMask).trim();
  if (!message) throw new ApiHttpError(400, `${serial}: there is no message to publish.`);
  const photo = await photoToPublish(row);
  const db = await getDb();
  await db
    .update(submissions)
    .set({ publishedMessage: message, publishedPhoto: photo, publishedAt: row.publishedAt ?? new Date() })
    .where(eq(submissions.id, row.id));
  return { serial, published: true, message, photo: photo !== null, tags: [loveTrimtTag] };
}

/** Takes published feedback off the site (the pages change on their next revalidation). */
export async function withdrawFeedback(serial: string) {
  const row = await findFeedback(serial);
  const db = await getDb();
  await db.update(submissions).set({ publishedMessage: null, publishedAt: null }).where(eq(submissions.id, row.id));
  return { serial, published: false, wasPublished: row.publishedAt !== null, tags: [loveTrimtTag] };
}
