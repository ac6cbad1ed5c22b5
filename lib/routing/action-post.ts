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
 * What the proxy makes of a post to a page, its body read once (a copy: the page still gets it):
 * - `unreadable`: a multipart body that does not parse (Next takes such a post for a form action
 *   and answers a bare 500, "Failed to parse body as FormData"), or a server action call whose
 *   arguments React could not decode (above);
 * - `no-action`: a form posted without JavaScript (multipart, no `Next-Action` header) that names
 *   no server action in its fields (`$ACTION_ID_<id>`, or `$ACTION_REF_<n>` with the action in
 *   `$ACTION_<n>:0`): Next's bare "Invalid Server Action request." (400) otherwise;
 * - `unknown-action`: such a form naming an action this build does not have, a page loaded before
 *   the site was deployed again (Next's bare "Server Action unavailable.", 409); where the ids
 *   cannot be read (`knownIds` gives undefined) no id is judged unknown;
 * - undefined: anything else, left to Next (other methods and body types are not parsed as forms).
 */
export type PagePostVerdict = 'unreadable' | 'no-action' | 'unknown-action' | undefined;

export async function judgePagePost(
  request: Request,
  /** Asked only for a form posted without JavaScript (it reads the build's manifest the first time). */
  knownIds: () => ReadonlySet<string> | undefined,
): Promise<PagePostVerdict> {
  if (request.method !== 'POST') return undefined;
  const isActionCall = request.headers.has('next-action');
  const isMultipart = /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');
  if (!isMultipart) {
    if (!isActionCall) return undefined;
    try {
      return isReadableArguments(await request.clone().text()) ? undefined : 'unreadable';
    } catch {
      return 'unreadable';
    }
  }
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return 'unreadable';
  }
  if (isActionCall) {
    const args = form.get('0');
    return typeof args === 'string' && isReadableArguments(args) ? undefined : 'unreadable';
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
