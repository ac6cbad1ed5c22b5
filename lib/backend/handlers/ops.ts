import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  canMove,
  caseStatuses,
  isCaseStatus,
  nextStatuses,
  replyChannels,
  type CaseStatus,
  submissionKinds,
  type SubmissionKind,
} from '@/lib/domain/case-status';
import { opsAccess } from '@/lib/server/ops-token';
import { suggestionStatuses } from '@/lib/schemas/forms/suggestion';
import { getDb } from '../db/client';
import { submissions, suggestions } from '../db/schema';
import { isSerial } from '../forms/serial';
import { sendStatusMail } from '../forms/status-mail';
import { ApiHttpError, type ApiRequest } from '../http';
import { parseContentEdit, storeContentEdit } from '../content/edits';
import { publishFeedback, withdrawFeedback } from '../forms/love-trimt';
import type { ApiLang } from '@/lib/i18n/locales';

/** The item an endpoint answers now, in one language (the dispatcher reads it, edits included). */
export type ItemReader = (lang: ApiLang, endpoint: string, id: number) => Promise<Record<string, unknown> | undefined>;

/**
 * POST /_api/ops/content/{endpoint}/{id} {lang, field, value}: an operator's correction of one
 * text, stored before it is answered. The pages showing it change once the site revalidates the
 * answer's tags (`npm run ops -- edit` does both).
 */
async function editContent(request: ApiRequest, readItem: ItemReader) {
  const [, , endpoint, id, extra] = request.segments;
  if (!endpoint || !id || extra !== undefined) throw new ApiHttpError(404, 'Use /_api/ops/content/{endpoint}/{id}.');
  if (request.method !== 'POST') throw new ApiHttpError(405, 'Use POST to edit content.');
  const edit = await parseContentEdit(endpoint, id, request.body, (lang, itemId) => readItem(lang, endpoint, itemId));
  await storeContentEdit(edit);
  return { data: { ...edit, tags: [endpoint, `${endpoint}/${edit.id}`] } };
}

/**
 * The operators' side of the online services (`npm run ops`): list what visitors filed and move
 * a case through its states. It goes through the running site rather than the database because
 * the embedded PGlite database belongs to one process. Disabled (404) unless OPS_TOKEN is set;
 * every call needs `Authorization: Bearer <OPS_TOKEN>`.
 */
export async function handleOpsRequest(request: ApiRequest, readItem: ItemReader): Promise<unknown> {
  authorize(request.headers.get('authorization'));
  const [, collection, serial, extra] = request.segments;
  if (collection === 'content') return editContent(request, readItem);
  if (collection === 'love-trimt') return publishOrWithdraw(request);
  if (collection !== 'submissions' || extra !== undefined) throw new ApiHttpError(404, 'Unknown operator endpoint.');
  if (serial === undefined) {
    if (request.method !== 'GET') throw new ApiHttpError(405, 'Use GET to list submissions.');
    return { data: await listCases(request.query) };
  }
  if (request.method !== 'POST') throw new ApiHttpError(405, 'Use POST to move a case.');
  return { data: await moveCase(checkedSerial(serial), request.body) };
}

/**
 * POST /_api/ops/love-trimt/{serial} {action: publish | withdraw, message?}: puts answered feedback
 * on the site or takes it off (lib/backend/forms/love-trimt.ts holds the rules). The answer names
 * the tags to revalidate, as an edit's does (`npm run ops -- publish` does both).
 */
async function publishOrWithdraw(request: ApiRequest) {
  const [, , serial, extra] = request.segments;
  if (!serial || extra !== undefined) throw new ApiHttpError(404, 'Use /_api/ops/love-trimt/{serial}.');
  if (request.method !== 'POST') throw new ApiHttpError(405, 'Use POST to publish or withdraw feedback.');
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const message = typeof body.message === 'string' && body.message.length <= 4000 ? body.message : undefined;
  if (body.message !== undefined && message === undefined)
    throw new ApiHttpError(400, 'message is a text of at most 4000 characters.');
  if (body.action === 'publish') return { data: await publishFeedback(checkedSerial(serial), message) };
  if (body.action === 'withdraw') return { data: await withdrawFeedback(checkedSerial(serial)) };
  throw new ApiHttpError(400, 'Say what to do: {"action": "publish"} or {"action": "withdraw"}.');
}

function authorize(header: string | null): void {
  const access = opsAccess(header);
  if (access === 'disabled') throw new ApiHttpError(404, 'Unknown endpoint.');
  if (access === 'refused') throw new ApiHttpError(401, 'The operator token is missing or wrong.');
}

const listedKinds: readonly string[] = ['suggestion', ...submissionKinds];
const listedStatuses: readonly string[] = [...new Set<string>([...caseStatuses, ...suggestionStatuses])];

/** A filter of the list, checked against what exists before it reaches a query (a NUL byte is a database error). */
function listFilter(query: URLSearchParams, name: 'kind' | 'status', allowed: readonly string[]): string | null {
  const value = query.get(name);
  if (value === null || value === '' || allowed.includes(value)) return value || null;
  throw new ApiHttpError(400, `Unknown ${name}; use one of: ${allowed.join(', ')}.`);
}

function checkedSerial(serial: string): string {
  const upper = serial.toUpperCase();
  // Only what newSerial hands out is looked up.
  if (!isSerial(upper)) throw new ApiHttpError(404, `No case ${JSON.stringify(serial.slice(0, 40))}.`);
  return upper;
}

async function listCases(query: URLSearchParams) {
  const db = await getDb();
  const kind = listFilter(query, 'kind', listedKinds);
  const status = listFilter(query, 'status', listedStatuses);
  if (kind === 'suggestion') {
    const rows = await db
      .select()
      .from(suggestions)
      .where(status ? eq(suggestions.status, status) : undefined)
      .orderBy(desc(suggestions.createdAt))
      .limit(200);
    return rows.map((row) => ({
      serial: row.serialNumber,
      kind: 'suggestion',
      status: row.status,
      email: row.email,
      title: row.subject,
      replyVia: row.replyVia,
      createdAt: row.createdAt,
    }));
  }
  const filters: SQL[] = [];
  if (kind) filters.push(eq(submissions.kind, kind));
  if (status) filters.push(eq(submissions.status, status));
  const rows = await db
    .select()
    .from(submissions)
    .where(and(...filters))
    .orderBy(desc(submissions.createdAt))
    .limit(200);
  return rows.map((row) => ({
    serial: row.serialNumber,
    kind: row.kind,
    formId: row.formId,
    status: row.status,
    email: row.email,
    seats: row.seats,
    replyVia: row.replyVia,
    createdAt: row.createdAt,
  }));
}

type Move = { status: string; replyVia?: string; reply?: string; note?: string };

function parseMove(body: unknown): Move {
  const move = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 4000 ? value : undefined);
  const status = text(move.status);
  if (!status) throw new ApiHttpError(400, 'Say which status to move to: {"status": "..."}.');
  const replyVia = text(move.replyVia);
  if (replyVia !== undefined && !(replyChannels as readonly string[]).includes(replyVia))
    throw new ApiHttpError(400, 'replyVia is email or phone.');
  return { status, replyVia, reply: text(move.reply), note: text(move.note) };
}

async function moveCase(serial: string, body: unknown) {
  const move = parseMove(body);
  return serial.startsWith('S') ? moveSuggestion(serial, move) : moveSubmission(serial, move);
}

async function moveSubmission(serial: string, move: Move) {
  const db = await getDb();
  const [row] = await db.select().from(submissions).where(eq(submissions.serialNumber, serial));
  if (!row) throw new ApiHttpError(404, `No submission ${serial}.`);
  const kind = row.kind as SubmissionKind;
  const from = row.status as CaseStatus;
  if (!isCaseStatus(move.status) || !canMove(kind, from, move.status)) {
    throw new ApiHttpError(
      409,
      `A ${kind} cannot move from ${from} to ${move.status}; possible: ${nextStatuses(kind, from).join(', ') || 'none'}.`,
    );
  }
  // Feedback keeps the office's answer: the visitor's mail carries it, and love-trimt publishes it.
  const answered = kind === 'feedback' && move.status === 'replied';
  const [updated] = await db
    .update(submissions)
    .set({
      status: move.status,
      replyVia: move.replyVia ?? row.replyVia,
      note: move.note ?? row.note,
      ...(answered ? { reply: move.reply?.trim() || null, repliedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    // Guarded by the old status: two operators moving the same case cannot both win.
    .where(and(eq(submissions.id, row.id), eq(submissions.status, from)))
    .returning();
  if (!updated) throw new ApiHttpError(409, `${serial} was changed meanwhile; list it again.`);
  const mail = move.replyVia === 'email' && updated.email ? await sendStatusMail(updated) : { sent: false };
  return { serial, kind, from, status: updated.status, replyVia: updated.replyVia, mailSent: mail.sent };
}

/** A suggestion is filed by its author (the e-mailed link); operators take it from there. */
const suggestionFlow: Record<string, readonly string[]> = { filed: ['processing', 'replied'], processing: ['replied'] };

async function moveSuggestion(serial: string, move: Move) {
  const db = await getDb();
  const [row] = await db.select().from(suggestions).where(eq(suggestions.serialNumber, serial));
  if (!row) throw new ApiHttpError(404, `No suggestion ${serial}.`);
  if (
    !(suggestionStatuses as readonly string[]).includes(move.status) ||
    !suggestionFlow[row.status]?.includes(move.status)
  ) {
    throw new ApiHttpError(
      409,
      `A suggestion cannot move from ${row.status} to ${move.status}; possible: ${suggestionFlow[row.status]?.join(', ') ?? 'none'}.`,
    );
  }
  if (move.status === 'replied' && (!move.reply || !move.replyVia))
    throw new ApiHttpError(400, 'A reply needs its text (reply) and how it was sent (replyVia).');
  const replied = move.status === 'replied';
  const [updated] = await db
    .update(suggestions)
    .set({
      status: move.status,
      ...(replied ? { reply: move.reply, replyVia: move.replyVia, repliedAt: new Date() } : {}),
    })
    .where(and(eq(suggestions.id, row.id), eq(suggestions.status, row.status)))
    .returning();
  if (!updated) throw new ApiHttpError(409, `${serial} was changed meanwhile; list it again.`);
  return { serial, kind: 'suggestion', from: row.status, status: updated.status, replyVia: updated.replyVia };
}
