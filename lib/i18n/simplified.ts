import 'server-only';
import * as OpenCC from 'opencc-js';

/**
 * zh-cn pages are zh-tw content converted on the server (Taiwan → mainland, with phrases),
 * so the simplified site is crawlable and costs the browser nothing.
 *
 * The phrase table is written for software vocabulary; a few of its entries are wrong in a
 * travel or records context (行程 "itinerary" becomes 进程 "process"; 社群 "social media" becomes
 * 社区 "neighbourhood"; 檔案 "archives" becomes 文件 "computer file", which would rename the
 * Archives Act and the National Archives Administration; 複製 "to copy a record" becomes 拷贝;
 * 查詢 "to look up" becomes 查找; 文件 "document" becomes 文档). Those phrases are converted character by character instead.
 */
const travelPhrases = ['行程', '社群', '檔案', '文件', '複製', '查詢'];
const protectedPattern = new RegExp(`(${travelPhrases.join('|')})`, 'u');

let withPhrases: ((text: string) => string) | undefined;
let byCharacter: ((text: string) => string) | undefined;

export function toSimplified(text: string): string {
  withPhrases ??= OpenCC.Converter({ from: 'twp', to: 'cn' });
  byCharacter ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  const phrase = withPhrases;
  const character = byCharacter;
  return text
    .split(protectedPattern)
    .map((part) => (travelPhrases.includes(part) ? character(part) : phrase(part)))
    .join('');
}

/** Converts every string inside a JSON-like value; keys, links and non-strings are kept. */
export function toSimplifiedDeep<T>(value: T): T {
  if (typeof value === 'string') return isLink(value) ? value : (toSimplified(value) as T);
  if (Array.isArray(value)) return value.map((item) => toSimplifiedDeep(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toSimplifiedDeep(item);
    return out as T;
  }
  return value;
}

/**
 * URLs and site paths must survive conversion byte for byte. Judged by the value, not the key:
 * a message keyed "website" is text ("網站") and must be converted.
 */
function isLink(value: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|mailto:|tel:)\S*$/u.test(value);
}
