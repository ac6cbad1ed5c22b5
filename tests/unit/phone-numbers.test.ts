import { describe, expect, test } from 'vitest';
import { splitPhoneNumbers } from '@/lib/domain/phone-numbers';

const numbers = (text: string) =>
  splitPhoneNumbers(text)
    .filter((part) => part.tel)
    .map((part) => [part.text, part.tel]);

describe('phone numbers in running text', () => {
  test('Taiwanese numbers with hyphens: landlines with +886, toll-free as dialled', () => {
    expect(numbers('Lishan Visitor Center 04-25981331; hotline 0800-011-765 (24 h).')).toEqual([
      ['04-25981331', 'tel:+886425981331'],
      ['0800-011-765', 'tel:0800011765'],
    ]);
    expect(numbers('獅頭山遊客中心：03-5809296')).toEqual([['03-5809296', 'tel:+88635809296']]);
  });

  test('110, 112 and 119 where they stand alone, in every language', () => {
    expect(numbers('110: police')).toEqual([['110', 'tel:110']]);
    expect(numbers('call 119 (fire and ambulance) or 112')).toEqual([
      ['119', 'tel:119'],
      ['112', 'tel:112'],
    ]);
    expect(numbers('請撥打119或112。')).toEqual([
      ['119', 'tel:119'],
      ['112', 'tel:112'],
    ]);
    // At the end of a sentence or in a list.
    expect(numbers('If reception is poor, try 112.')).toEqual([['112', 'tel:112']]);
    expect(numbers('Who to call: 110, 119, 112, the hotline.').map(([text]) => text)).toEqual(['110', '119', '112']);
    expect(numbers('緊急時は110（警察）、119に電話')).toEqual([
      ['110', 'tel:110'],
      ['119', 'tel:119'],
    ]);
  });

  test('never a distance, a kilometre post, an altitude, a year or a part of a longer number', () => {
    for (const text of [
      'exit km 110 → County Road 124',
      '頭份交流道（110K出口）',
      '頭份IC（110km出口）',
      'about 112 km',
      '1,119 m',
      '2110',
      'No. 1120',
      '119.5',
      'Route 110-1',
    ]) {
      expect(numbers(text), text).toEqual([]);
    }
  });

  test('the text around the numbers is kept whole and in order', () => {
    const text = 'Call 119; the center is on 04-25951496.';
    expect(
      splitPhoneNumbers(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(splitPhoneNumbers('no numbers here')).toEqual([{ text: 'no numbers here' }]);
  });
});
