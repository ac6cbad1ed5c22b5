/**
 * What a server action call may carry, judged before Next decodes it.
 *
 * A post with a `Next-Action` header is decoded by React (decodeReply) and the action applied to
 * the result; a body that does not decode, that is not a list of arguments, or that points at parts
 * the post does not have makes Next answer a bare 500 with an error digest. The site's two actions
 * take strings (the assistant's question, sent as JSON text) or a form (the mailbox confirmation,
 * sent as multipart: its fields, and the arguments in the field `0`). So a readable call is a JSON
 * array of arguments whose strings, where they start with `$`, are plain values or a form; anything
 * else gets the proxy's 400.
 */

/**
 * React's encodings of plain values in a reply (an escaped `$`, undefined, -0, NaN, ±Infinity, a
 * date, a big integer) and of a form (`$K1`: the fields named `1_…`, none if the post has none).
 */
const selfContained = /^\$(?:\$|u$|-0$|NaN$|Infinity$|-Infinity$|D|n-?\d+$|K\d+$)/;

export async function isUndecodableActionPost(request: Request): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false;
  try {
    if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
      return !isReadableArguments(await request.clone().text());
    const args = (await request.clone().formData()).get('0');
    return typeof args !== 'string' || !isReadableArguments(args);
  } catch {
    return true;
  }
}

/** `text` is a JSON array of arguments that refers to no part a post could lack. */
export function isReadableArguments(text: string): boolean {
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(args) && selfContainedValue(args);
}

function selfContainedValue(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || selfContained.test(value);
  if (Array.isArray(value)) return value.every(selfContainedValue);
  if (value && typeof value === 'object') return Object.values(value).every(selfContainedValue);
  return true;
}
