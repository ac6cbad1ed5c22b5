import { hasNoControlCharacters, type FormErrorKey } from './fields';

/**
 * An attachment as the form sends it: the file's name and its bytes in base64, inside the JSON
 * body (one request, one parser, one size cap for every send endpoint).
 */
export type UploadValue = { name: string; data: string; contentType: ImageType['contentType']; size: number };

/** Spec section 9: a single file of at most 2 MB. */
export const maxUploadBytes = 2 * 1024 * 1024;
/** Spec section 5: jpg, jpeg, bmp, gif or png. */
export const allowedExtensions = ['jpg', 'jpeg', 'bmp', 'gif', 'png'] as const;

type ImageType = {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/bmp';
  magic: number[][];
};

/** The first bytes each allowed format starts with: the content decides, never the file name. */
const imageTypes: ImageType[] = [
  { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  {
    contentType: 'image/gif',

    magic: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
  { contentType: 'image/bmp', magic: [[0x42, 0x4d]] },
];

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size of a base64 string, without decoding it. */
export function base64ByteLength(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** The image format of the first bytes, if they are one we accept. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  return imageTypes.find((type) => type.magic.some((magic) => magic.every((byte, index) => head[index] === byte)));
}

function headBytes(data: string): Uint8Array {
  const binary = atob(data.slice(0, 24));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The attachment rule, run by the browser before sending and by the server on what arrived. */
export function checkImageUpload(raw: unknown): { ok: true; value: UploadValue } | { ok: false; error: FormErrorKey } {
  if (typeof raw !== 'object' || raw === null) return { ok: false, error: 'fileType' };
  const { name, data } = raw as { name?: unknown; data?: unknown };
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 200 ||
    !hasNoControlCharacters(name) ||
    typeof data !== 'string'
  )
    return { ok: false, error: 'fileType' };
  if (!(allowedExtensions as readonly string[]).includes(extensionOf(name))) return { ok: false, error: 'fileType' };
  if (data.length % 4 !== 0 || data.length < 8) return { ok: false, error: 'fileType' };
  const size = base64ByteLength(data);
  if (size > maxUploadBytes) return { ok: false, error: 'fileTooLarge' };
  if (!base64Pattern.test(data)) return { ok: false, error: 'fileType' };
  const type = sniffImageType(headBytes(data));
  if (!type) return { ok: false, error: 'fileType' };
  return { ok: true, value: { name, data, contentType: type.contentType, size } };
}
