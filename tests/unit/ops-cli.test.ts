import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

/**
 * `npm run ops` for real (tsx scripts/ops.mts in a child process) against a stub of the site's
 * operator endpoints that records every request and answers the way lib/backend/handlers/ops.ts does.
 */
const root = path.resolve(__dirname, '../..');
const token = 'cli-test-token-0123456789';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let reply: (request: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
let server: Server;
let site: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const { status, body } = reply(request);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function ops(
  args: string[],
  env: Record<string, string | undefined> = { OPS_TOKEN: token },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { OPS_TOKEN: _token, OPS_SITE: _site, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/ops.mts', ...args],
      { cwd: root, env: { ...inherited, OPS_SITE: site, ...env }, timeout: 10_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const rows = [
  {
    serial: 'A20260301123456',
    kind: 'application',
    formId: 1,
    status: 'new',
    email: 'ya-ting@example.com',
    seats: 0,
    replyVia: null,
    createdAt: '2026-03-01T02:03:04.000Z',
  },
  {
    serial: 'R20260228000001',
    kind: 'registration',
    formId: 2,
    status: 'approved',
    email: 'hsu@example.com',
    seats: 4,
    replyVia: 'email',
    createdAt: '2026-02-28T10:00:00.000Z',
  },
];

describe('npm run ops', () => {
  test('list: GET /_api/ops/submissions with the bearer token and the ajax header, printed as a table', async () => {
    reply = () => ({ status: 200, body: { data: rows } });
    const { code, stdout, stderr } = await ops(['list', '--kind', 'application', '--status', 'new']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/_api/ops/submissions?kind=application&status=new',
      body: '',
    });
    expect(seen[0]!.headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^SERIAL\s+KIND\s+STATUS\s+REPLY VIA\s+E-MAIL\s+CREATED$/);
    expect(lines[1]).toMatch(/^A20260301123456\s+application\s+new\s+-\s+ya-ting@example\.com\s+2026-03-01 02:03$/);
    expect(lines[2]).toMatch(
      /^R20260228000001\s+registration\s+approved\s+email\s+hsu@example\.com\s+2026-02-28 10:00$/,
    );
    expect(lines[3]).toBe('2 cases');
  });

  test('list --json prints the answer as it came; --site wins over OPS_SITE; no filters means no query', async () => {
    reply = () => ({ status: 200, body: { data: rows } });
    const { code, stdout } = await ops(['list', '--json', '--site', site], {
      OPS_TOKEN: token,
      OPS_SITE: 'http://127.0.0.1:9',
    });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ data: rows });
    expect(seen.map((request) => request.url)).toEqual(['/_api/ops/submissions']);
  });

  test("a visitor's control and bidi characters reach the operator's terminal as visible escapes, never raw", async () => {
    const hostile = { ...rows[0]!, email: 'a\u001b[31m\u009b2J\u202eevil@example.com' };
    reply = () => ({ status: 200, body: { data: [hostile] } });
    for (const args of [['list'], ['list', '--json']]) {
      const { code, stdout } = await ops(args);
      expect(code).toBe(0);
      expect(stdout).not.toMatch(/[\u001b\u009b\u202e]/);
      expect(stdout).toContain('a\\u001b[31m\\u009b2J\\u202eevil@example.com');
    }
    // The JSON printed is still the answer, its escapes read back as the characters.
    const { stdout } = await ops(['list', '--json']);
    expect(JSON.parse(stdout)).toEqual({ data: [hostile] });
  });

  test('move: POST /_api/ops/submissions/{serial} with a JSON body of the status, reply channel, reply and note', async () => {
    reply = () => ({
      status: 200,
      body: {
        data: { serial: 'S20260301000002', kind: 'suggestion', from: 'filed', status: 'replied', replyVia: 'phone' },
      },
    });
    const { code, stdout } = await ops([
      'move',
      's20260301000002',
      'replied',
      '--reply-via',
      'phone',
      '--reply',
      'Fixed on 3 March, thank you.',
      '--note',
      'called back',
    ]);
    expect(code).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/_api/ops/submissions/S20260301000002' });
    expect(seen[0]!.headers).toMatchObject({
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      status: 'replied',
      replyVia: 'phone',
      reply: 'Fixed on 3 March, thank you.',
      note: 'called back',
    });
    expect(stdout.trim()).toBe('S20260301000002 (suggestion): filed -> replied, reply via phone');

    reply = () => ({
      status: 200,
      body: {
        data: {
          serial: 'A20260301123456',
          kind: 'application',
          from: 'new',
          status: 'processing',
          replyVia: null,
          mailSent: false,
        },
      },
    });
    const json = await ops(['move', 'A20260301123456', 'processing', '--json']);
    expect(JSON.parse(seen[1]!.body)).toEqual({ status: 'processing' });
    expect(JSON.parse(json.stdout).data).toMatchObject({ status: 'processing', mailSent: false });
  });

  test('publish and withdraw: POST /_api/ops/love-trimt/{serial}, then the tags it names are revalidated', async () => {
    reply = (request) =>
      request.url === '/_ops/revalidate'
        ? { status: 200, body: { data: { revalidated: ['love-trimt'] } } }
        : {
            status: 200,
            body: {
              data: { serial: 'F20261127000001', published: true, message: '扶手鬆動了。', tags: ['love-trimt'] },
            },
          };
    const published = await ops(['publish', 'f20261127000001', '--message', '扶手鬆動了。']);
    expect(published.code).toBe(0);
    expect(seen.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      ['POST', '/_api/ops/love-trimt/F20261127000001', { action: 'publish', message: '扶手鬆動了。' }],
      ['POST', '/_ops/revalidate', { tags: ['love-trimt'] }],
    ]);
    expect(published.stdout).toContain('F20261127000001 published as:\n扶手鬆動了。');

    seen.length = 0;
    const withdrawn = await ops(['withdraw', 'F20261127000001']);
    expect(withdrawn.code).toBe(0);
    expect(JSON.parse(seen[0]!.body)).toEqual({ action: 'withdraw' });
    expect(withdrawn.stdout.trim()).toBe('F20261127000001 withdrawn; revalidated love-trimt');
    // Only feedback is published: another serial is refused before the site is called.
    seen.length = 0;
    expect((await ops(['publish', 'A20261127000001'])).code).toBe(2);
    expect(seen).toHaveLength(0);
  });

  test('an HTTP error prints the site’s message and exits 1', async () => {
    reply = () => ({
      status: 409,
      body: {
        success: false,
        status: 409,
        message: 'A application cannot move from new to approved; possible: processing, no-case, cancelled.',
      },
    });
    const refused = await ops(['move', 'A20260301123456', 'approved']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      'HTTP 409: A application cannot move from new to approved; possible: processing, no-case, cancelled.',
    );

    reply = () => ({
      status: 401,
      body: { success: false, status: 401, message: 'The operator token is missing or wrong.' },
    });
    const wrongToken = await ops(['list']);
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toMatch(/HTTP 401: The operator token is missing or wrong\. Check OPS_TOKEN\./);
  });

  test('a missing token, an unknown command, bad arguments: exit 2 without calling the site; help exits 0', async () => {
    const noToken = await ops(['list'], {});
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/OPS_TOKEN is not set/);
    const unknown = await ops(['delete', 'A20260301123456']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command: delete/);
    const badKind = await ops(['list', '--kind', 'complaint']);
    expect(badKind.code).toBe(2);
    expect(badKind.stderr).toMatch(
      /--kind must be one of: application, registration, survey, feedback, archive, suggestion/,
    );
    const badSerial = await ops(['move', '../../etc', 'approved']);
    expect(badSerial.code).toBe(2);
    expect(badSerial.stderr).toMatch(/Not a serial number/);
    const badChannel = await ops(['move', 'A20260301123456', 'approved', '--reply-via', 'fax']);
    expect(badChannel.code).toBe(2);
    expect(seen).toHaveLength(0);
    const help = await ops(['help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run ops -- <command>/);
    expect(help.stdout).toContain('OPS_TOKEN');
  });

  test('a site that does not answer: a clear message and exit 1', async () => {
    const down = await ops(['list', '--site', 'http://127.0.0.1:1']);
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:1: .*Is the site running\?/);
  });
});
