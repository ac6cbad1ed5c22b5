import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { siteIndexOf } from '@/components/search/site-index-cache';
import { resetEnvForTests } from '@/lib/env';
import { askMeAnswerSchema } from '@/lib/schemas/ask-me';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callBackend } from '../support/backend';

vi.mock('next-intl/server', () => import('@/bench/search/translations-stub'));

const opsToken = 'test-operator-token-search-1';
const asOperator = { authorization: `Bearer ${opsToken}` };
beforeAll(() => {
  process.env.OPS_TOKEN = opsToken;
  resetEnvForTests();
});
afterAll(async () => {
  await rename(null);
  delete process.env.OPS_TOKEN;
  resetEnvForTests();
});

/** An operator renames the Lishan Visitor Center in English, as `npm run ops -- edit` does. */
const rename = async (name: string | null) => {
  const answer = await callBackend('ops/content/attractions/56', {
    method: 'POST',
    body: { lang: 'en', field: 'name', value: name },
    headers: asOperator,
  });
  expect(answer.status).toBe(200);
};
const searched = async (query: string) =>
  (await (await siteIndexOf('en')).ask(query)).hits.slice(0, 3).map((hit) => hit.document.href);
const asked = async (question: string) => {
  const response = await callBackend(`en/ask-me?q=${encodeURIComponent(question)}`);
  return envelopeSchema(z.array(askMeAnswerSchema))
    .parse(response.body)
    .data.map((answer) => answer.path);
};

describe('the search indexes follow an operator edit of the content', () => {
  test('a word only in the new name finds the page, in the site search and the assistant; the old name no longer leads there', async () => {
    // Both indexes are built before the edit.
    expect(await searched('Lishan Visitor Center')).toContain('/attractions/56');
    expect(await searched('Quetzalpeak')).toEqual([]);
    expect(await asked('Lishan Visitor Center phone')).toContain('/attractions/56');

    await rename('Quetzalpeak Welcome Hall');
    expect((await searched('Quetzalpeak'))[0]).toBe('/attractions/56');
    expect((await asked('Quetzalpeak phone'))[0]).toBe('/attractions/56');
    // The old name is no longer the page's: it is not first for it (other pages still say "Lishan").
    expect((await (await siteIndexOf('en')).ask('Lishan Visitor Center')).hits[0]?.named).not.toBe(true);
    expect((await searched('Visitor Center Lishan'))[0]).not.toBe('/attractions/56');

    await rename(null);
    expect(await searched('Quetzalpeak')).toEqual([]);
    expect((await searched('Lishan Visitor Center'))[0]).toBe('/attractions/56');
  });
});
