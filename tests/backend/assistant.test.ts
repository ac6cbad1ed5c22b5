import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { faqWireSchema } from '@/lib/schemas/faq';
import { callBackend } from '../support/backend';

const answers = (body: unknown) => envelopeSchema(z.array(faqWireSchema)).parse(body).data;

describe('GET /_api/{lang}/ics (the chat assistant: mascot Q&A)', () => {
  test('answers with the closest FAQ entries in the asked language, best first, at most three', async () => {
    const zh = await callBackend(`zh-tw/ics?q=${encodeURIComponent('要怎麼搭車去梨山')}`);
    expect(zh.status).toBe(200);
    const found = answers(zh.body);
    expect(found[0]?.id).toBe(2);
    expect(found.length).toBeLessThanOrEqual(3);
    const ja = answers((await callBackend(`ja/ics?q=${encodeURIComponent('ビジターセンターの開館時間')}`)).body);
    expect(ja[0]?.question).toMatch(/開館時間/);
  });

  test('a question nothing answers gets an empty list, not an error', async () => {
    const none = await callBackend(`zh-tw/ics?q=${encodeURIComponent('今天晚餐吃什麼好呢')}`);
    expect(none.status).toBe(200);
    expect(answers(none.body)).toEqual([]);
  });

  test('a missing, blank or over-long question is a 400 naming q', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'梨'.repeat(201)}`]) {
      const response = await callBackend(`zh-tw/ics${query}`);
      expect(response.status, query.slice(0, 20)).toBe(400);
    }
  });
});
