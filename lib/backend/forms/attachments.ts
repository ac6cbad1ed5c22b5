import 'server-only';
import type { UploadValue } from '@/lib/schemas/forms/upload';
import { ValidationError } from '../http';
import { isWholeImage } from './image-content';

export type Attachment = {
  field: string;
  /** The bytes that were checked, stored with the submission in the database. */
  content: Buffer;
  /** The visitor's own file name, kept as data only. */
  originalName: string;
  contentType: string;
  size: number;
};

/**
 * Checked uploads decoded for storage with their submission (one transaction, on any server). A
 * file that only starts like an image (lib/backend/forms/image-content.ts) is refused like a file
 * of the wrong type, beside its field.
 */
export async function decodeAttachments(uploads: { field: string; upload: UploadValue }[]): Promise<Attachment[]> {
  const attachments = uploads.map(({ field, upload }) => {
    const content = Buffer.from(upload.data, 'base64');
    return { field, content, originalName: upload.name, contentType: upload.contentType, size: content.length };
  });
  const refused: Record<string, string> = {};
  for (const attachment of attachments)
    if (!(await isWholeImage(attachment.content, attachment.contentType as UploadValue['contentType'])))
      refused[attachment.field] = 'fileType';
  if (Object.keys(refused).length > 0) throw new ValidationError('Some fields need attention.', refused);
  return attachments;
}
