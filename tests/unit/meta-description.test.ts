import { describe, expect, test } from 'vitest';
import { metaDescription } from '@/lib/seo/meta-description';

const english =
  'From the Lion’s Head Mountain Visitor Center, a loop of about 1,350 m along Shizi Creek to Shuilian Cave, the largest natural cave on Lion’s Head Mountain. The Glutinous Rice Bridge was built in 1918.';

describe('meta descriptions', () => {
  test('a description within the limit is kept whole, with its spacing tidied', () => {
    expect(metaDescription('  Live views from\n around the area.  ', 'en')).toBe('Live views from around the area.');
  });

  test('a long English description ends at the last whole sentence that fits', () => {
    expect(metaDescription(english, 'en')).toBe(
      'From the Lion’s Head Mountain Visitor Center, a loop of about 1,350 m along Shizi Creek to Shuilian Cave, the largest natural cave on Lion’s Head Mountain.',
    );
  });

  test('decimal points and numbers are not taken for sentence ends', () => {
    const text = `The trail is 4.39 km long ${'and climbs gently through tea gardens '.repeat(5)}to the temple.`;
    const result = metaDescription(text, 'en');
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('4.39 km');
  });

  test('without a sentence end in reach, English is cut between words with an ellipsis', () => {
    const result = metaDescription('word '.repeat(60), 'en');
    expect(result).toBe(`${'word '.repeat(31).trim()}…`);
    expect([...result].length).toBeLessThanOrEqual(160);
  });

  test('Chinese is cut after the last sentence that fits, counted in characters', () => {
    const sentence = '獅山古道全長四點三九公里，沿途可見多座古剎與石階。';
    const result = metaDescription(sentence.repeat(6), 'zh-tw');
    expect(result).toBe(sentence.repeat(4));
    expect([...result].length).toBeLessThanOrEqual(100);
  });

  test('Japanese without a sentence end in reach is cut at a comma with an ellipsis', () => {
    const text = `${'参山国家風景区の獅頭山、梨山、八卦山をめぐる'.repeat(6)}旅です。`;
    const result = metaDescription(text, 'ja');
    expect(result.endsWith('…')).toBe(true);
    expect(result).not.toMatch(/、…$/u);
    expect([...result].length).toBeLessThanOrEqual(110);
  });

  test('one unbroken run is cut at the limit', () => {
    const result = metaDescription('參'.repeat(300), 'zh-cn');
    expect(result).toBe(`${'參'.repeat(99)}…`);
  });
});
