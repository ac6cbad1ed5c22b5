import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { callBackend } from '../support/backend';

const opsToken = 'test-operator-token-edits-1';
const asOperator = { authorization: `Bearer ${opsToken}` };
beforeAll(() => {
  process.env.OPS_TOKEN = opsToken;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.OPS_TOKEN;
  resetEnvForTests();
});

const edit = (path: string, body: unknown, headers: Record<string, string> = asOperator) =>
  callBackend(`ops/content/${path}`, { method: 'POST', body, headers });
const titleOf = async (lang: string, path: string) =>
  ((await callBackend(`${lang}/${path}`)).body as { data: { title: string } }).data.title;

describe('operators correct a text of the content (POST /_api/ops/content/{endpoint}/{id})', () => {
  test('the correction is answered by the detail and the list in that language only, and null restores the original', async () => {
    const original = { en: await titleOf('en', 'news/11'), ja: await titleOf('ja', 'news/11') };
    const answer = await edit('news/11', { lang: 'en', field: 'title', value: '  Corrected title  ' });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { tags: string[] } }).data.tags).toEqual(['news', 'news/11']);
    expect(await titleOf('en', 'news/11')).toBe('Corrected title');
    expect(await titleOf('ja', 'news/11')).toBe(original.ja);
    const list = (await callBackend('en/news')).body as { data: { id: number; title: string }[] };
    expect(list.data.find((item) => item.id === 11)?.title).toBe('Corrected title');
    expect((await edit('news/11', { lang: 'en', field: 'title', value: null })).status).toBe(200);
    expect(await titleOf('en', 'news/11')).toBe(original.en);
  });

  test('ids, addresses, dates, kinds and fields the item does not have cannot be edited', async () => {
    for (const field of ['id', 'cover', 'date_posted', 'categories', 'type', 'latlng', 'nonexistent']) {
      const answer = await edit('news/11', { lang: 'en', field, value: 'x' });
      expect(answer.status, field).toBe(400);
    }
  });

  test('a missing language, an empty or overlong text is refused with its reason', async () => {
    expect((await edit('news/11', { field: 'title', value: 'x' })).status).toBe(400);
    expect((await edit('news/11', { lang: 'zh-cn', field: 'title', value: 'x' })).status).toBe(400);
    expect((await edit('news/11', { lang: 'en', field: 'title', value: '   ' })).status).toBe(400);
    expect((await edit('news/11', { lang: 'en', field: 'title', value: 'x'.repeat(20_001) })).status).toBe(400);
  });

  test('an unknown item or endpoint is 404, a wrong token 401, a GET 405', async () => {
    expect((await edit('news/999999', { lang: 'en', field: 'title', value: 'x' })).status).toBe(404);
    expect((await edit('suggest-opinion/1', { lang: 'en', field: 'title', value: 'x' })).status).toBe(404);
    expect((await edit('constructor/1', { lang: 'en', field: 'title', value: 'x' })).status).toBe(404);
    expect(
      (
        await edit(
          'news/11',
          { lang: 'en', field: 'title', value: 'x' },
          { authorization: 'Bearer wrong-token-000000' },
        )
      ).status,
    ).toBe(401);
    expect((await callBackend('ops/content/news/11', { headers: asOperator })).status).toBe(405);
  });
});
