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

/**
 * A form posted to a page without JavaScript (multipart, no `Next-Action` header) names its server
 * action in a field: `$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with the action in `$ACTION_<n>:0`.
 * Next answers one that names none with a bare "Invalid Server Action request." (400) and one it
 * does not know — a page loaded before the site was deployed again, whose action ids changed —
 * with a bare "Server Action unavailable." (409); where the ids cannot be read (`knownIds` gives
 * undefined) no id is judged unknown.
 */
export type FormActionPost = 'no-action' | 'unknown-action' | undefined;

export async function judgeFormActionPost(
  request: Request,
  /** Asked only for such a post (it reads the build's manifest the first time). */
  knownIds: () => ReadonlySet<string> | undefined,
): Promise<FormActionPost> {
  if (request.method !== 'POST' || request.headers.has('next-action')) return undefined;
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) return undefined;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    // Unreadable bodies are isUnreadableFormPost's to answer.
    return undefined;
  }
  const id = actionIdOf(form);
  if (id === undefined) return 'no-action';
  const known = knownIds();
  return known && !known.has(id) ? 'unknown-action' : undefined;
}

function actionIdOf(form: FormData): string | undefined {
  for (const name of form.keys()) {
    if (name.startsWith('$ACTION_ID_')) return name.slice('$ACTION_ID_'.length);
    const ref = /^\$ACTION_REF_(\d+)$/.exec(name);
    if (ref) {
      try {
        const bound = JSON.parse(String(form.get(`$ACTION_${ref[1]}:0`) ?? '')) as { id?: unknown };
        return typeof bound.id === 'string' ? bound.id : '';
      } catch {
        return '';
      }
    }
  }
  return undefined;
}
