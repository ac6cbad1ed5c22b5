import { describe, expect, test } from 'vitest';
import faqs from '@/data/faqs.json';
import { matchFaqs, questionTerms } from '@/lib/domain/faq-match';

type Seed = { id: number; i18n: Record<'zh-tw' | 'en' | 'ja', { question: string; answer: string }> };
const entries = (lang: 'zh-tw' | 'en' | 'ja') => (faqs as Seed[]).map((faq) => ({ id: faq.id, ...faq.i18n[lang] }));
const ids = (question: string, lang: 'zh-tw' | 'en' | 'ja' = 'zh-tw') =>
  matchFaqs(question, entries(lang)).map((entry) => entry.id);

describe('assistant answers from the FAQ', () => {
  test('Chinese is compared by character pairs, other scripts by words without the small ones', () => {
    expect([...questionTerms('搭公車')]).toEqual(['搭公', '公車']);
    // "get" is one of the site search's filler words too (lib/search/english-stop-words.ts).
    expect([...questionTerms('How do I get to Lishan by BUS?')]).toEqual(['lishan', 'bus']);
    expect([...questionTerms('梨山 bus')]).toEqual(['梨山', 'bus']);
  });

  test('a question in the visitor’s own words finds the FAQ entry that answers it first', () => {
    expect(ids('要怎麼搭車去梨山')[0]).toBe(2);
    expect(ids('遊客中心幾點開門')[0]).toBe(7);
    expect(ids('茶體驗要怎麼預約')[0]).toBe(15);
    expect(ids('How can I book the tea experience?', 'en')[0]).toBe(15);
    expect(ids('ビジターセンターの開館時間', 'ja')[0]).toBe(7);
  });

  test('an entry with the word in its question comes before one with it only in its answer (it counts twice)', () => {
    const entries = [
      { id: 1, question: 'Opening hours', answer: 'Ask about parking at the desk.' },
      { id: 2, question: 'Where is the parking?', answer: 'Behind the visitor centre.' },
    ];
    expect(matchFaqs('parking', entries).map((entry) => entry.id)).toEqual([2, 1]);
  });

  test('at most three entries; nothing for a question none of them is about', () => {
    expect(ids('遊客中心').length).toBeLessThanOrEqual(3);
    expect(ids('今天晚餐吃什麼好呢')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
});
