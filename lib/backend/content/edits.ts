import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiLangs, type ApiLang } from '@/lib/i18n/locales';
import { getDb } from '../db/client';
import { contentEdits } from '../db/schema';
import { ApiHttpError } from '../http';
import { embeddedItemExists } from './detail-ids';

type Item = Record<string, unknown> & { id?: unknown };

/**
 * Fields that hold structure rather than prose: ids, addresses of files and pages, places, dates
 * and kinds. An edit may change a text a visitor reads, never what links or sorts the content.
 */
const structuralField =
  /^(id|.*_id|.*ids|url|.*_url|link|.*link|website|email|cover|thumb|images?|latlng|lat|lng|zipcode|county.*|type|category|categories|priority|hits|views.*|date.*|.*_at|days|phone|tel|fax)$/i;

const maxValueLength = 20_000;

/** Every edit of `endpoint` in `lang`, by item id. */
export async function readEdits(endpoint: string, lang: ApiLang): Promise<Map<number, Record<string, string>>> {
  const db = await getDb();
  const rows = await db
    .select({ itemId: contentEdits.itemId, field: contentEdits.field, value: contentEdits.value })
    .from(contentEdits)
    .where(and(eq(contentEdits.endpoint, endpoint), eq(contentEdits.lang, lang)));
  const byItem = new Map<number, Record<string, string>>();
  for (const row of rows) byItem.set(row.itemId, { ...byItem.get(row.itemId), [row.field]: row.value });
  return byItem;
}

function patched(item: unknown, edits: Map<number, Record<string, string>>): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const fields = edits.get(Number((item as Item).id));
  return fields ? withEditedTexts(item as Item, fields) : item;
}

/** The texts with an item's edits laid over: only a field that is still a text (a later seed change of its shape wins). */
export function withEditedTexts<T extends object>(texts: T, fields: Record<string, string> | undefined): T {
  if (!fields) return texts;
  const out: Record<string, unknown> = { ...(texts as Record<string, unknown>) };
  for (const [field, value] of Object.entries(fields)) if (typeof out[field] === 'string') out[field] = value;
  return out as T;
}

/** A read answer of an endpoint with items, with the operators' edits of its language laid over. */
export async function withContentEdits(endpoint: string, lang: ApiLang, answer: unknown): Promise<unknown> {
  if (embeddedItemExists(endpoint, 0) === undefined || typeof answer !== 'object' || answer === null) return answer;
  const envelope = answer as { data?: unknown };
  const edits = await readEdits(endpoint, lang);
  if (edits.size === 0) return answer;
  const data = Array.isArray(envelope.data)
    ? envelope.data.map((item) => patched(item, edits))
    : patched(envelope.data, edits);
  return { ...envelope, data };
}

export type ContentEdit = { endpoint: string; id: number; lang: ApiLang; field: string; value: string | null };

/** Reads an operator's edit request; `read` gives the item as the endpoint answers it now. */
export async function parseContentEdit(
  endpoint: string,
  idText: string,
  body: unknown,
  read: (lang: ApiLang, id: number) => Promise<Item | undefined>,
): Promise<ContentEdit> {
  const id = Number(idText);
  if (!/^[1-9]\d{0,8}$/.test(idText) || embeddedItemExists(endpoint, id) === undefined)
    throw new ApiHttpError(404, `No items to edit at ${endpoint}/${idText}.`);
  if (!embeddedItemExists(endpoint, id)) throw new ApiHttpError(404, `${endpoint} has no item ${id}.`);
  const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const lang = request.lang;
  if (typeof lang !== 'string' || !(apiLangs as readonly string[]).includes(lang))
    throw new ApiHttpError(
      400,
      `Say which language: "lang" is one of ${apiLangs.join(', ')} (zh-cn is converted from zh-tw).`,
    );
  const field = request.field;
  if (typeof field !== 'string' || structuralField.test(field))
    throw new ApiHttpError(
      400,
      'Say which text to change: "field" names a text of the item (name, title, summary, description, ...), not an id, address, date or kind.',
    );
  const item = await read(lang as ApiLang, id);
  if (typeof item?.[field] !== 'string')
    throw new ApiHttpError(400, `The item has no text field "${field}" in ${lang}.`);
  const value = request.value;
  if (value !== null && (typeof value !== 'string' || value.trim() === '' || value.length > maxValueLength)) {
    throw new ApiHttpError(
      400,
      `"value" is the new text (1 to ${maxValueLength} characters), or null to go back to the original.`,
    );
  }
  return { endpoint, id, lang: lang as ApiLang, field, value: value === null ? null : value.trim() };
}

/** Stores an edit (or removes it: value null). */
export async function storeContentEdit({ endpoint, id, lang, field, value }: ContentEdit): Promise<void> {
  const db = await getDb();
  const key = and(
    eq(contentEdits.endpoint, endpoint),
    eq(contentEdits.itemId, id),
    eq(contentEdits.lang, lang),
    eq(contentEdits.field, field),
  );
  if (value === null) {
    await db.delete(contentEdits).where(key);
    return;
  }
  await db
    .insert(contentEdits)
    .values({ endpoint, itemId: id, lang, field, value })
    .onConflictDoUpdate({
      target: [contentEdits.endpoint, contentEdits.itemId, contentEdits.lang, contentEdits.field],
      set: { value, updatedAt: new Date() },
    });
}
