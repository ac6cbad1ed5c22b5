/**
 * The operators' tool: `npm run ops -- <command>`. It lists what visitors filed and moves a case
 * through its states, corrects a text of the content and has the site show it at once, by calling
 * the running site's operator endpoints (/_api/ops/... of the backend, /_ops/... of the site's
 * cache), never the database itself: the embedded PGlite database belongs to the one server
 * process that opened it.
 *
 *   OPS_TOKEN  the operator token the site was started with (required)
 *   OPS_SITE   the site's origin (or --site); default http://localhost:3000
 */
import { parseArgs } from 'node:util';
import { sections } from '../lib/sections';

/** The endpoint behind each section of the registry (`events` → `activities`): edits name either. */
const sectionEndpoints: Record<string, string> = Object.fromEntries(
  Object.entries(sections).flatMap(([key, section]) => ('endpoint' in section ? [[key, section.endpoint]] : [])),
);

const kinds = ['application', 'registration', 'survey', 'feedback', 'archive', 'suggestion'] as const;
const replyChannels = ['email', 'phone'] as const;

const usage = `Usage: npm run ops -- <command> [options]

Commands:
  list [--kind KIND] [--status STATUS]   the latest cases (at most 200), newest first
                                         KIND: ${kinds.join(' | ')}
  move <serial> <status> [--reply-via email|phone] [--reply "text"] [--note "text"]
                                         move a case to a new status
  publish <serial> [--message "text"]    publish answered feedback whose sender agreed (love-trimt):
                                         the sender's message, or the shortened --message, with
                                         personal data masked; then revalidate its pages
  withdraw <serial>                      take published feedback off the site
  edit <section> <id> --lang LANG --field FIELD --value "text"
                                         correct one text of an item (--value "" goes back
                                         to the original), then revalidate the pages showing it
  revalidate <tag-or-section> ...        render the pages showing this content again on their
                                         next request, in every language: a section (news,
                                         events, ...), a cache tag (news, news/12) or content
  help                                   this text

Options:
  --site URL   the site's origin (default: $OPS_SITE or http://localhost:3000)
  --json       print the raw JSON answer

Environment:
  OPS_TOKEN    the operator token the site was started with (required)
  OPS_SITE     the site's origin

Statuses: suggestions filed -> processing -> replied (replied needs --reply and --reply-via);
applications and registrations new -> processing | no-case | cancelled,
processing -> approved | rejected | cancelled, approved -> cancelled;
feedback new -> processing | replied, processing -> replied (--reply "text" records the
office's answer, mailed with --reply-via email and shown when the feedback is published).`;

/** A refusal with its own exit code: 2 for a wrong command line, 1 for everything else. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

type Row = {
  serial: string;
  kind: string;
  status: string;
  replyVia?: string | null;
  email?: string | null;
  createdAt?: string | null;
};
type Moved = {
  serial: string;
  kind: string;
  from: string;
  status: string;
  replyVia?: string | null;
  mailSent?: boolean;
};

/** `path` below the site: /_api/ops/... (the backend's operator endpoints) or /_ops/... (the site's). */
async function call(
  site: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  let url: URL;
  try {
    url = new URL(path.startsWith('/') ? path : `/_api/ops/${path}`, site);
  } catch {
    throw new CliError(`Not a site address: ${site}`, 2);
  }
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new CliError(`Cannot reach ${url.origin}: ${cause}. Is the site running? (set OPS_SITE or --site)`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = (json as { message?: unknown } | undefined)?.message;
    const hint =
      response.status === 401
        ? ' Check OPS_TOKEN.'
        : response.status === 404 && path === 'submissions'
          ? ' Is OPS_TOKEN set on the site?'
          : '';
    throw new CliError(
      `HTTP ${response.status}: ${typeof message === 'string' && message ? message : text.slice(0, 200) || response.statusText}${hint}`,
    );
  }
  if (json === undefined)
    throw new CliError(`The site answered HTTP ${response.status} without JSON; is ${url.origin} the site?`);
  return json;
}

function table(rows: Row[]): string {
  if (rows.length === 0) return 'No cases.';
  const header = ['SERIAL', 'KIND', 'STATUS', 'REPLY VIA', 'E-MAIL', 'CREATED'];
  const cells = rows.map((row) => [
    row.serial,
    row.kind,
    row.status,
    row.replyVia ?? '-',
    row.email ?? '-',
    row.createdAt ? new Date(row.createdAt).toISOString().replace('T', ' ').slice(0, 16) : '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line), `${rows.length} case${rows.length === 1 ? '' : 's'}`].join('\n');
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], option: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new CliError(`--${option} must be one of: ${allowed.join(', ')}`, 2);
  return value as T;
}

async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        site: { type: 'string' },
        json: { type: 'boolean', default: false },
        kind: { type: 'string' },
        status: { type: 'string' },
        'reply-via': { type: 'string' },
        reply: { type: 'string' },
        note: { type: 'string' },
        lang: { type: 'string' },
        field: { type: 'string' },
        value: { type: 'string' },
        message: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`, 2);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return usage;
  if (!['list', 'move', 'edit', 'revalidate', 'publish', 'withdraw'].includes(command))
    throw new CliError(`Unknown command: ${command}\n\n${usage}`, 2);

  const token = env.OPS_TOKEN?.trim();
  if (!token) throw new CliError('OPS_TOKEN is not set: export the operator token the site was started with.', 2);
  const site = values.site ?? (env.OPS_SITE?.trim() || 'http://localhost:3000');

  if (command === 'list') {
    if (rest.length > 0)
      throw new CliError(`list takes no arguments (got ${rest.join(' ')}); use --kind and --status.`, 2);
    const kind = oneOf(values.kind, kinds, 'kind');
    const query = new URLSearchParams();
    if (kind) query.set('kind', kind);
    if (values.status) query.set('status', values.status);
    const search = query.toString();
    const answer = await call(site, token, 'GET', `submissions${search ? `?${search}` : ''}`);
    if (values.json) return JSON.stringify(answer, null, 2);
    return table((answer as { data: Row[] }).data);
  }

  if (command === 'revalidate') return revalidate(site, token, rest, values.json);
  if (command === 'edit') return edit(site, token, rest, values);
  if (command === 'publish' || command === 'withdraw') return publish(site, token, command, rest, values);

  const [serial, status, ...extra] = rest;
  if (!serial || !status || extra.length > 0)
    throw new CliError('Usage: move <serial> <status> [--reply-via email|phone] [--reply "text"] [--note "text"]', 2);
  if (!/^[A-Za-z]\d{14}$/.test(serial))
    throw new CliError(`Not a serial number: ${serial} (a letter and 14 digits, e.g. A20261123482913)`, 2);
  const replyVia = oneOf(values['reply-via'], replyChannels, 'reply-via');
  const body = {
    status,
    ...(replyVia ? { replyVia } : {}),
    ...(values.reply !== undefined ? { reply: values.reply } : {}),
    ...(values.note !== undefined ? { note: values.note } : {}),
  };
  const answer = await call(site, token, 'POST', `submissions/${encodeURIComponent(serial.toUpperCase())}`, body);
  if (values.json) return JSON.stringify(answer, null, 2);
  const moved = (answer as { data: Moved }).data;
  const mail = moved.mailSent
    ? '; status mail sent'
    : replyVia === 'email' && moved.mailSent === false
      ? '; status mail not sent'
      : '';
  return `${moved.serial} (${moved.kind}): ${moved.from} -> ${moved.status}${moved.replyVia ? `, reply via ${moved.replyVia}` : ''}${mail}`;
}

/** Words that name a cache tag (news, news/12, content) rather than a registry section (events). */
const looksLikeTag = (word: string) => word.includes('/') || word === 'content';

async function revalidate(site: string, token: string, words: string[], json: boolean): Promise<string> {
  if (words.length === 0)
    throw new CliError(
      'Usage: revalidate <tag-or-section> ... (e.g. revalidate news, revalidate news/12, revalidate content)',
      2,
    );
  const body = { tags: words.filter(looksLikeTag), sections: words.filter((word) => !looksLikeTag(word)) };
  const answer = await call(site, token, 'POST', '/_ops/revalidate', body);
  if (json) return JSON.stringify(answer, null, 2);
  return `Revalidated: ${(answer as { data: { revalidated: string[] } }).data.revalidated.join(', ')}`;
}

type EditOptions = { lang?: string; field?: string; value?: string; json?: boolean };

async function edit(site: string, token: string, words: string[], options: EditOptions): Promise<string> {
  const [section, id, ...extra] = words;
  if (!section || !id || extra.length > 0 || !options.lang || !options.field || options.value === undefined) {
    throw new CliError(
      'Usage: edit <section> <id> --lang zh-tw|en|ja --field FIELD --value "text" (e.g. edit news 12 --lang en --field title --value "…")',
      2,
    );
  }
  const endpoint = sectionEndpoints[section] ?? section;
  const value = options.value.trim() === '' ? null : options.value;
  const edited = await call(site, token, 'POST', `content/${encodeURIComponent(endpoint)}/${encodeURIComponent(id)}`, {
    lang: options.lang,
    field: options.field,
    value,
  });
  const tags = (edited as { data: { tags: string[] } }).data.tags;
  const revalidated = await call(site, token, 'POST', '/_ops/revalidate', { tags });
  if (options.json) return JSON.stringify({ edited, revalidated }, null, 2);
  return `${endpoint}/${id} ${options.field} (${options.lang}) ${value === null ? 'back to the original' : 'changed'}; revalidated ${tags.join(', ')}`;
}

async function publish(
  site: string,
  token: string,
  action: 'publish' | 'withdraw',
  words: string[],
  options: { message?: string; json?: boolean },
): Promise<string> {
  const [serial, ...extra] = words;
  if (!serial || extra.length > 0 || !/^F\d{14}$/i.test(serial))
    throw new CliError(
      `Usage: ${action} <feedback serial, e.g. F20261123482913>${action === 'publish' ? ' [--message "text"]' : ''}`,
      2,
    );
  if (action === 'withdraw' && options.message !== undefined) throw new CliError('withdraw takes no --message.', 2);
  const changed = await call(site, token, 'POST', `love-trimt/${encodeURIComponent(serial.toUpperCase())}`, {
    action,
    ...(options.message !== undefined ? { message: options.message } : {}),
  });
  // As an edit does: the pages showing the published feedback are rendered again on their next request.
  const tags = (changed as { data: { tags: string[] } }).data.tags;
  const revalidated = await call(site, token, 'POST', '/_ops/revalidate', { tags });
  if (options.json) return JSON.stringify({ changed, revalidated }, null, 2);
  const data = (changed as { data: { message?: string } }).data;
  return action === 'publish'
    ? `${serial.toUpperCase()} published as:\n${data.message ?? ''}\nrevalidated ${tags.join(', ')}`
    : `${serial.toUpperCase()} withdrawn; revalidated ${tags.join(', ')}`;
}

/**
 * What visitors typed reaches the operator's terminal through this tool: control characters (an
 * ESC or a C1 CSI starts a terminal escape sequence) and bidirectional controls (which reorder
 * what is shown) are printed as visible \uXXXX escapes, which JSON output reads the same.
 */
export function printable(text: string): string {
  return text.replace(
    /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

try {
  process.stdout.write(`${printable(await main(process.argv.slice(2)))}\n`);
} catch (error) {
  process.stderr.write(`ops: ${printable(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = error instanceof CliError ? error.exitCode : 1;
}
