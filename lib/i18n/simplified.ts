import 'server-only';
import * as OpenCC from 'opencc-js';

/**
 * zh-cn pages are zh-tw content converted on the server (Taiwan → mainland, with phrases),
 * so the simplified site is crawlable and costs the browser nothing.
 */
let converter: ((text: string) => string) | undefined;

export function toSimplified(text: string): string {
  converter ??= OpenCC.Converter({ from: 'twp', to: 'cn' });
  return converter(text);
}

/** Converts every string inside a JSON-like value; keys and non-strings are kept. */
export function toSimplifiedDeep<T>(value: T): T {
  if (typeof value === 'string') return toSimplified(value) as T;
  if (Array.isArray(value)) return value.map((item) => toSimplifiedDeep(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = isUrlKey(key) ? item : toSimplifiedDeep(item);
    return out as T;
  }
  return value;
}

// URLs and identifiers must survive conversion byte for byte.
function isUrlKey(key: string): boolean {
  return key === 'url' || key === 'href' || key === 'src' || key === 'thumb' || key === 'cover' || key === 'id';
}
