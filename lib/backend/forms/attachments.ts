import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { extensionForContentType, type UploadValue } from '@/lib/schemas/forms/upload';

export type StoredAttachment = {
  field: string;
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
};

function uploadDir(): string {
  // A folder chosen at run time, not part of the build: the tracer must not follow it.
  return path.resolve(/*turbopackIgnore: true*/ getEnv().UPLOAD_DIR);
}

/**
 * Writes checked uploads to UPLOAD_DIR under random names (the visitor's file name is kept only
 * as data). The folder is outside public/ and no route serves it. The extension follows the
 * content that was checked, not the name the visitor gave.
 */
export async function saveAttachments(uploads: { field: string; upload: UploadValue }[]): Promise<StoredAttachment[]> {
  if (uploads.length === 0) return [];
  const dir = uploadDir();
  await mkdir(dir, { recursive: true });
  const saved: StoredAttachment[] = [];
  try {
    for (const { field, upload } of uploads) {
      const storedName = `${randomBytes(16).toString('hex')}.${extensionForContentType(upload.contentType)}`;
      const bytes = Buffer.from(upload.data, 'base64');
      await writeFile(path.join(/*turbopackIgnore: true*/ dir, storedName), bytes, { flag: 'wx', mode: 0o600 });
      saved.push({ field, storedName, originalName: upload.name, contentType: upload.contentType, size: bytes.length });
    }
    return saved;
  } catch (error) {
    await removeAttachments(saved);
    throw error;
  }
}

/** Removes files whose submission could not be stored (nothing is kept half-filed). */
export async function removeAttachments(saved: readonly StoredAttachment[]): Promise<void> {
  await Promise.all(
    saved.map((file) => rm(path.join(/*turbopackIgnore: true*/ uploadDir(), file.storedName), { force: true })),
  );
}
