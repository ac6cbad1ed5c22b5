import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { askMeAnswerSchema } from '@/lib/schemas/ask-me';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callBackend } from '../support/backend';

const answersOf = (body: unknown) => envelopeSchema(z.array(askMeAnswerSchema)).parse(body).data;
const ask = async (lang: string, question: string) => {
  const response = await callBackend(`${lang}/ask-me?q=${encodeURIComponent(question)}`);
  expect(response.status, question).toBe(200);
  return answersOf(response.body);
};

/**
 * Questions as visitors type them, traditional then the same in simplified, with the page that
 * must answer first (any of several when they are equally right: the hawk season's three pages).
 */
const questions: [traditional: string, simplified: string, firstSource: string][] = [
  ['南庄遊客中心電話', '南庄游客中心电话', '/attractions/11'],
  ['梨山遊客中心的電話是多少', '梨山游客中心的电话是多少', '/attractions/56'],
  ['谷關遊客中心幾點開門', '谷关游客中心几点开门', '/attractions/505'],
  ['八卦山遊客中心地址', '八卦山游客中心地址', '/attractions/83'],
  ['獅頭山遊客中心在哪裡', '狮头山游客中心在哪里', '/attractions/587'],
  ['要怎麼搭車去梨山', '要怎么搭车去梨山', '/faq#faq-2'],
  ['搭大眾運輸怎麼去獅頭山風景區', '搭大众运输怎么去狮头山风景区', '/faq#faq-1'],
  ['遊客中心的開放時間', '游客中心的开放时间', '/faq#faq-7'],
  ['遊客中心幾點開門？', '游客中心几点开门？', '/faq#faq-7'],
  ['茶體驗怎麼預約', '茶体验怎么预约', '/faq#faq-15'],
  ['颱風天梨山的路會封嗎', '台风天梨山的路会封吗', '/faq#faq-12'],
  ['步道難易度怎麼看', '步道难易度怎么看', '/faq#faq-10'],
  ['怎麼查線上申請進度', '怎么查线上申请进度', '/faq#faq-16'],
  ['獅山古道多長', '狮山古道多长', '/trails/55'],
  ['加里山步道要走多久', '加里山步道要走多久', '/trails/200'],
  ['一線天步道有開放嗎', '一线天步道有开放吗', '/trails/208'],
  ['賞鷹季什麼時候', '赏鹰季什么时候', '/events/1|/events/2|/events/3'],
  ['福壽山農場櫻花季日期', '福寿山农场樱花季日期', '/events/9'],
  ['賞鷹平台在哪', '赏鹰平台在哪', '/attractions/104'],
];

// The first question opens the embedded backend's database and builds both languages' record
// indexes: tens of seconds on a loaded 2-core machine, more than one test's time limit.
beforeAll(async () => {
  await Promise.all([ask('zh-tw', '梨山'), ask('en', 'Lishan')]);
}, 180_000);

describe('GET /_api/{lang}/ask-me (the assistant, grounded in the site records)', () => {
  test.each(questions)('「%s」 and 「%s」 are first answered from %s', async (traditional, simplified, source) => {
    for (const question of [traditional, simplified]) {
      const answers = await ask('zh-tw', question);
      expect(source.split('|'), question).toContain(answers[0]?.path);
      expect(answers.length).toBeLessThanOrEqual(3);
    }
  });

  test('a phone question answers with the visitor centre record: its number and address, no invented text', async () => {
    const [answer] = await ask('zh-tw', '南庄遊客中心電話');
    expect(answer).toMatchObject({ kind: 'visitorCenter', title: '南庄遊客中心', phone: '03-7824570' });
    expect(answer?.address).toContain('苗栗縣南庄鄉');
    expect(answer?.openingHours).toBeUndefined();
    const [english] = await ask('en', 'Nanzhuang visitor center phone number');
    expect(english).toMatchObject({ path: '/attractions/11', phone: '03-7824570' });
  });

  test('a trail question carries the trail facts; an event question its dates', async () => {
    const [trail] = await ask('zh-tw', '獅山古道多長');
    expect(trail).toMatchObject({ kind: 'trail', lengthKm: 4.39, minutes: 157, status: 1 });
    const [event] = await ask('ja', '八卦山のタカ観賞シーズンはいつですか');
    expect(event?.kind).toBe('event');
    expect(['/events/1', '/events/2', '/events/3']).toContain(event?.path);
    expect(event?.dateBegin).toMatch(/^2026-03-\d{2}$/);
  });

  test('weather and parking questions about a place get its live conditions first, linked to its page', async () => {
    const [weather] = await ask('zh-tw', '梨山遊客中心現在天氣');
    expect(weather).toMatchObject({ kind: 'weather', path: '/attractions/56' });
    expect(weather?.forecast?.start).toBeTruthy();
    const [parking] = await ask('zh-tw', '南庄遊客中心停車');
    expect(parking?.path).toBe('/attractions/11');
  });

  test('a question nothing answers gets an empty list', async () => {
    expect(await ask('zh-tw', '今天晚餐吃什麼好呢')).toEqual([]);
    expect(await ask('en', 'what is the capital of France')).toEqual([]);
  });

  test('a client may ask 60 questions in ten minutes; the 61st is refused with 429', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.62' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await callBackend(`en/ask-me?q=${encodeURIComponent('visitor centre phone')}`, { headers })).status,
      );
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test('a missing, blank or over-long question is a 400 naming q', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'梨'.repeat(201)}`]) {
      const response = await callBackend(`zh-tw/ask-me${query}`);
      expect(response.status, query.slice(0, 20)).toBe(400);
    }
  });
});
