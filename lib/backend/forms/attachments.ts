import 'server-only';
import type { UploadValue } from '@/lib/schemas/forms/upload';

export type Attachment = {
  field: string;
  /** The bytes that were checked, stored with the submission in the database. */
  content: Buffer;
  /** The visitor's own file name, kept as data only. */
  originalName: string;
  contentType: string;
  size: number;
};

/** Checked uploads decoded for storage with their submission (one transaction, on any server). */
export function decodeAttachments(uploads: { field: string; upload: UploadValue }[]): Attachment[] {
  return uploads.map(({ field, upload }) => {
    const content = Buffer.from(upload.data, 'base64');
    return { field, content, originalName: upload.name, contentType: upload.contentType, size: content.length };
  });
}
