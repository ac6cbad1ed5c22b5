import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReadableArguments, judgePagePost } from '@/lib/routing/action-post';

const action = '60b7b999e4c1ef738915ff4ed437a6f958d8617d00';
const textPost = (body: string) =>
  new Request('http://localhost/news', {
    method: 'POST',
    headers: { 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8' },
    body,
  });
const known = () => new Set([action]);
/** A server action call as the proxy judges it: true when it is refused as unreadable. */
const isUndecodable = async (request: Request) => (await judgePagePost(request, known)) === 'unreadable';
const formPost = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request('http://localhost/suggestion/confirm', {
    method: 'POST',
    headers: { 'Next-Action': action },
    body: form,
  });
};

describe('server action posts the proxy refuses before Next decodes them (bare 500s otherwise)', () => {
  it('lets through what the site’s own actions send', async () => {
    // The assistant: askAction(locale, question), a question that starts with $ escaped by React.
    expect(await isUndecodable(textPost('["zh-tw","梨山怎麼去"]'))).toBe(false);
    expect(await isUndecodable(textPost('["en","$$5 shuttle"]'))).toBe(false);
    // The mailbox confirmation as React submits a form action: the arguments point at the fields.
    expect(await isUndecodable(formPost({ '1_locale': 'en', '1_token': 'abc', '0': '["$K1"]' }))).toBe(false);
  });

  it('refuses bodies that do not decode, are not an argument list, or point at parts the post lacks', async () => {
    for (const body of ['', '[{', '"x"', '{"a":1}', '["$F1"]', '["$Q1"]', '["$@1"]', '[["$1"]]', '[{"a":"$W2"}]'])
      expect(await isUndecodable(textPost(body)), body).toBe(true);
    const refused: Record<string, string>[] = [{ '0': '"x"' }, { '0': '[' }, { '0': '["$Q5"]' }, { x: '1' }];
    for (const fields of refused) expect(await isUndecodable(formPost(fields)), JSON.stringify(fields)).toBe(true);
  });

  it('judges only posts that call an action', async () => {
    const plain = new Request('http://localhost/news', { method: 'POST', body: '[{' });
    expect(await isUndecodable(plain)).toBe(false);
    const get = new Request('http://localhost/news', { headers: { 'Next-Action': action } });
    expect(await isUndecodable(get)).toBe(false);
  });

  it('accepts React’s encodings of plain values anywhere in the arguments', () => {
    expect(
      isReadableArguments(
        '["$u","$-0","$NaN","$Infinity","$-Infinity","$D2026-12-02T00:00:00.000Z","$n12",{"a":["$K2"]}]',
      ),
    ).toBe(true);
    expect(isReadableArguments('["$n1x"]')).toBe(false);
  });
});

describe('forms posted without JavaScript name a server action the build has', () => {
  const noScriptPost = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return new Request('http://localhost/en/suggestion/confirm?token=abc', { method: 'POST', body: form });
  };

  it('lets through a form that names one of the build’s actions, by id or by reference', async () => {
    expect(await judgePagePost(noScriptPost({ [`$ACTION_ID_${action}`]: '', token: 'abc' }), known)).toBe(undefined);
    const bound = JSON.stringify({ id: action, bound: '$@1' });
    expect(await judgePagePost(noScriptPost({ $ACTION_REF_1: '', '$ACTION_1:0': bound }), known)).toBe(undefined);
  });

  it('a form naming no action is refused; one naming an action this build does not have is stale', async () => {
    expect(await judgePagePost(noScriptPost({ a: 'b' }), known)).toBe('no-action');
    const stale = `$ACTION_ID_7f${'0'.repeat(40)}`;
    expect(await judgePagePost(noScriptPost({ [stale]: '' }), known)).toBe('unknown-action');
    expect(await judgePagePost(noScriptPost({ $ACTION_REF_1: '', '$ACTION_1:0': '{' }), known)).toBe('unknown-action');
    // Without the build's list (development) nothing is judged stale.
    expect(await judgePagePost(noScriptPost({ [stale]: '' }), () => undefined)).toBe(undefined);
  });

  it('asks for the build’s ids only for a form that names an action (the first ask reads the manifest)', async () => {
    const knownIds = vi.fn(known);
    const posts = [
      new Request('http://localhost/en/news'),
      new Request('http://localhost/en/news', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a=b',
      }),
      noScriptPost({ a: 'b' }),
      new Request('http://localhost/en/news', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'garbage',
      }),
      textPost('["en","question"]'),
      formPost({ '1_locale': 'en', '0': '["$K1"]' }),
    ];
    for (const post of posts) await judgePagePost(post, knownIds);
    expect(knownIds).not.toHaveBeenCalled();
    expect(await judgePagePost(noScriptPost({ [`$ACTION_ID_${action}`]: '' }), knownIds)).toBe(undefined);
    expect(knownIds).toHaveBeenCalledTimes(1);
  });

  it('judges only multipart posts without the Next-Action header', async () => {
    // A server action call carries its arguments, not an action id: judged as a call (above).
    expect(await judgePagePost(formPost({ '0': '["$K1"]', a: 'b' }), known)).toBe(undefined);
    const urlencoded = new Request('http://localhost/news', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(await judgePagePost(urlencoded, known)).toBe(undefined);
  });
});

describe('multipart posts to a page whose body does not parse (a bare 500 from Next otherwise)', () => {
  const post = (contentType: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/en/suggestion/confirm', {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
    });

  it('are unreadable, with or without the Next-Action header', async () => {
    expect(await judgePagePost(post('multipart/form-data; boundary=x', 'garbage'), known)).toBe('unreadable');
    expect(await judgePagePost(post('multipart/form-data', 'garbage'), known)).toBe('unreadable');
    const call = post('multipart/form-data; boundary=x', 'garbage', { 'Next-Action': action });
    expect(await judgePagePost(call, known)).toBe('unreadable');
  });

  it('reads a copy, so the page still gets the body; other types and methods are not parsed', async () => {
    const form = new FormData();
    form.set(`$ACTION_ID_${action}`, '');
    form.set('token', 'abc');
    const good = new Request('http://localhost/en/suggestion/confirm', { method: 'POST', body: form });
    expect(await judgePagePost(good, known)).toBe(undefined);
    expect((await good.formData()).get('token')).toBe('abc');
    expect(await judgePagePost(post('application/x-www-form-urlencoded', '%%%'), known)).toBe(undefined);
    expect(await judgePagePost(new Request('http://localhost/en/news'), known)).toBe(undefined);
  });
});

describe('the build’s server action ids (lib/routing/server-action-ids.ts)', () => {
  let folder: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('are read from the manifest in production; a manifest that could not be read is not tried again', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'server-action-ids-'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', folder);
    vi.resetModules();
    const server = await import('@/lib/routing/server-action-ids');
    expect(server.serverActionIds()).toBeUndefined();
    mkdirSync(path.join(folder, 'server'));
    writeFileSync(
      path.join(folder, 'server', 'server-reference-manifest.json'),
      JSON.stringify({ node: { [action]: {} } }),
    );
    // Not read again per form post: the failure is remembered for the life of the server.
    expect(server.serverActionIds()).toBeUndefined();
    // A server started now reads it.
    vi.resetModules();
    const restarted = await import('@/lib/routing/server-action-ids');
    expect(restarted.serverActionIds()).toEqual(new Set([action]));
  });
});
