import { describe, expect, it } from 'vitest';
import { isReadableArguments, isUndecodableActionPost, judgeFormActionPost } from '@/lib/routing/action-post';

const action = '60b7b999e4c1ef738915ff4ed437a6f958d8617d00';
const textPost = (body: string) =>
  new Request('http://localhost/news', {
    method: 'POST',
    headers: { 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8' },
    body,
  });
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
    expect(await isUndecodableActionPost(textPost('["zh-tw","梨山怎麼去"]'))).toBe(false);
    expect(await isUndecodableActionPost(textPost('["en","$$5 shuttle"]'))).toBe(false);
    // The mailbox confirmation as React submits a form action: the arguments point at the fields.
    expect(await isUndecodableActionPost(formPost({ '1_locale': 'en', '1_token': 'abc', '0': '["$K1"]' }))).toBe(false);
  });

  it('refuses bodies that do not decode, are not an argument list, or point at parts the post lacks', async () => {
    for (const body of ['', '[{', '"x"', '{"a":1}', '["$F1"]', '["$Q1"]', '["$@1"]', '[["$1"]]', '[{"a":"$W2"}]'])
      expect(await isUndecodableActionPost(textPost(body)), body).toBe(true);
    const refused: Record<string, string>[] = [{ '0': '"x"' }, { '0': '[' }, { '0': '["$Q5"]' }, { x: '1' }];
    for (const fields of refused)
      expect(await isUndecodableActionPost(formPost(fields)), JSON.stringify(fields)).toBe(true);
  });

  it('judges only posts that call an action', async () => {
    const plain = new Request('http://localhost/news', { method: 'POST', body: '[{' });
    expect(await isUndecodableActionPost(plain)).toBe(false);
    const get = new Request('http://localhost/news', { headers: { 'Next-Action': action } });
    expect(await isUndecodableActionPost(get)).toBe(false);
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
  const known = () => new Set([action]);
  const noScriptPost = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return new Request('http://localhost/en/suggestion/confirm?token=abc', { method: 'POST', body: form });
  };

  it('lets through a form that names one of the build’s actions, by id or by reference', async () => {
    expect(await judgeFormActionPost(noScriptPost({ [`$ACTION_ID_${action}`]: '', token: 'abc' }), known)).toBe(
      undefined,
    );
    const bound = JSON.stringify({ id: action, bound: '$@1' });
    expect(await judgeFormActionPost(noScriptPost({ $ACTION_REF_1: '', '$ACTION_1:0': bound }), known)).toBe(undefined);
  });

  it('a form naming no action is refused; one naming an action this build does not have is stale', async () => {
    expect(await judgeFormActionPost(noScriptPost({ a: 'b' }), known)).toBe('no-action');
    const stale = `$ACTION_ID_7f${'0'.repeat(40)}`;
    expect(await judgeFormActionPost(noScriptPost({ [stale]: '' }), known)).toBe('unknown-action');
    expect(await judgeFormActionPost(noScriptPost({ $ACTION_REF_1: '', '$ACTION_1:0': '{' }), known)).toBe(
      'unknown-action',
    );
    // Without the build's list (development) nothing is judged stale.
    expect(await judgeFormActionPost(noScriptPost({ [stale]: '' }), () => undefined)).toBe(undefined);
  });

  it('judges only multipart posts without the Next-Action header', async () => {
    expect(await judgeFormActionPost(formPost({ a: 'b' }), known)).toBe(undefined);
    const urlencoded = new Request('http://localhost/news', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(await judgeFormActionPost(urlencoded, known)).toBe(undefined);
  });
});
