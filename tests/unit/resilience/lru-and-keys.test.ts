import { describe, expect, test } from 'vitest';
import { answerKey, LastGoodAnswers } from '@/lib/api/resilience/last-good';
import { LruMap } from '@/lib/api/resilience/lru';

describe('LruMap', () => {
  test('keeps at most its capacity, forgetting the least recently used', () => {
    const lru = new LruMap<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    lru.set('d', 4);
    expect(lru.size).toBe(3);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.keys()).toEqual(['b', 'c', 'd']);
  });

  test('reading or rewriting an entry makes it the most recently used', () => {
    const lru = new LruMap<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1);
    lru.set('b', 20);
    lru.set('d', 4);
    expect(lru.keys()).toEqual(['a', 'b', 'd']);
    expect(lru.get('b')).toBe(20);
    expect(lru.get('c')).toBeUndefined();
  });

  test('stays bounded however many entries pass through it', () => {
    const lru = new LruMap<number, number>(1000);
    for (let i = 0; i < 25_000; i++) lru.set(i, i);
    expect(lru.size).toBe(1000);
    expect(lru.keys()[0]).toBe(24_000);
  });

  test('refuses a capacity below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});

describe('last good answers', () => {
  test('one key whatever the order of the query; the language and path are part of it', () => {
    expect(answerKey({ lang: 'en', path: 'news', query: { b: '2', a: '1' } })).toBe(
      answerKey({ lang: 'en', path: 'news', query: { a: '1', b: '2' } }),
    );
    expect(answerKey({ lang: 'en', path: 'attractions' })).toBe('en/attractions');
    expect(answerKey({ lang: 'en', path: 'attractions', query: {} })).toBe('en/attractions');
    expect(answerKey({ lang: 'ja', path: 'attractions' })).not.toBe(answerKey({ lang: 'en', path: 'attractions' }));
    expect(answerKey({ lang: 'en', path: 'attractions', query: { attraction: 'false' } })).toBe(
      'en/attractions?attraction=false',
    );
  });

  test('remembers with the time, forgets on request, and is bounded', () => {
    let now = 5_000;
    const answers = new LastGoodAnswers(2, () => now);
    answers.remember('en/news', { data: [1] });
    now = 9_000;
    answers.remember('en/news/1', { data: 1 });
    expect(answers.recall('en/news')).toEqual({ body: { data: [1] }, storedAt: 5_000 });
    answers.remember('en/news/2', { data: 2 });
    expect(answers.size).toBe(2);
    expect(answers.recall('en/news/1')).toBeUndefined();
    answers.forget('en/news/2');
    expect(answers.recall('en/news/2')).toBeUndefined();
  });
});
