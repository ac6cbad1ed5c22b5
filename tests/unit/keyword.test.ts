import { describe, expect, test } from 'vitest';
import { matchesEveryWord, matchesKeywords, splitKeywords } from '@/lib/domain/keyword';

describe('keyword filter (spec section 5)', () => {
  test('splits on any whitespace, lower-cases and drops empty words', () => {
    expect(splitKeywords('  Lishan\u3000VISITOR  ')).toEqual(['lishan', 'visitor']);
    expect(splitKeywords(undefined)).toEqual([]);
  });

  test('no word is dropped, however many there are or however far apart (each is needed once)', () => {
    const words = splitKeywords(`${'北 '.repeat(10)}ZZZ`);
    expect(words).toEqual(['北', 'zzz']);
    expect(matchesKeywords({ name: '北埔老街' }, words)).toBe(false);
    expect(splitKeywords(`北埔${' '.repeat(100)}ZZZ`)).toEqual(['北埔', 'zzz']);
  });

  test('an item matches when every word is in some field, case-insensitively', () => {
    const fields = { name: 'Lishan Visitor Center', location: 'Heping District' };
    expect(matchesKeywords(fields, splitKeywords('visitor heping'))).toBe(true);
    expect(matchesKeywords(fields, splitKeywords('visitor baguashan'))).toBe(false);
  });

  test('reads exactly name, title, location (one text or several), glossary and translation', () => {
    expect(matchesKeywords({ title: 'Hawk Watching Season' }, ['hawk'])).toBe(true);
    expect(matchesKeywords({ location: ['Start: Shishan', 'End: Quanhua Temple'] }, ['quanhua'])).toBe(true);
    expect(matchesKeywords({ glossary: '梨山', translation: 'Lishan' }, ['梨山', 'lishan'])).toBe(true);
    // Anything else an item carries (its summary, services, publisher) is not searched.
    const withSummary = { name: 'Houtanjing Sky Bridge', summary: 'A skywalk over the valley' };
    expect(matchesKeywords(withSummary, ['skywalk'])).toBe(false);
  });

  test('matches Chinese text and full-width letters', () => {
    expect(matchesKeywords({ name: '梨山遊客中心' }, splitKeywords('梨山 遊客'))).toBe(true);
    expect(matchesKeywords({ name: 'Lishan' }, splitKeywords('ＬＩＳＨＡＮ'))).toBe(true);
  });

  test('no words matches everything', () => {
    expect(matchesKeywords({}, [])).toBe(true);
    expect(matchesEveryWord([undefined], [])).toBe(true);
  });

  test('the site search reads whatever texts it is given', () => {
    expect(matchesEveryWord(['Houtanjing Sky Bridge', 'A skywalk over the valley'], ['skywalk', 'bridge'])).toBe(true);
  });

  test('the site search finds a Latin word only where a word begins; Chinese and Japanese anywhere', () => {
    const atStart = { atWordStart: true };
    expect(matchesEveryWord(['Songboling tea culture', 'Teahouses line the road'], ['tea'], atStart)).toBe(true);
    expect(matchesEveryWord(['A Tea-themed walk'], ['tea'], atStart)).toBe(true);
    expect(matchesEveryWord(['Steamed buns instead of lunch'], ['tea'], atStart)).toBe(false);
    expect(matchesEveryWord(['Steamed buns'], ['tea'])).toBe(true);
    expect(matchesEveryWord(['八卦山的Tea Culture館'], ['tea'], atStart)).toBe(true);
    expect(matchesEveryWord(['松柏嶺茶文化'], ['茶'], atStart)).toBe(true);
    expect(matchesEveryWord(['参山のお茶'], ['お茶'], atStart)).toBe(true);
    expect(matchesEveryWord(['Open 2026-03'], ['03'], atStart)).toBe(true);
    expect(matchesEveryWord(['km 1203'], ['03'], atStart)).toBe(false);
  });
});
