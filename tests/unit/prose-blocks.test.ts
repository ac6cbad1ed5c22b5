import { describe, expect, test } from 'vitest';
import { proseBlocks } from '@/lib/text/prose-blocks';

describe('proseBlocks', () => {
  test('a short unpunctuated line between paragraphs is a subheading', () => {
    const text = 'Shenxian Valley lies at 650 m.\n\nStrolling among the waterfalls\n\nThe valley is sacred ground.';
    expect(proseBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'Shenxian Valley lies at 650 m.' },
      { kind: 'subheading', text: 'Strolling among the waterfalls' },
      { kind: 'paragraph', text: 'The valley is sacred ground.' },
    ]);
    expect(proseBlocks('神仙谷位於南庄。\n\n漫步神仙谷瀑布與吊橋\n\n神仙谷是泰雅族的聖地。')[1]).toEqual({
      kind: 'subheading',
      text: '漫步神仙谷瀑布與吊橋',
    });
  });

  test('first and last blocks, fact lines and punctuated sentences stay paragraphs', () => {
    const kinds = (text: string) => proseBlocks(text).map((block) => block.kind);
    expect(kinds('A title-like opening\n\nBody.')).toEqual(['paragraph', 'paragraph']);
    expect(kinds('Body.\n\nA closing line')).toEqual(['paragraph', 'paragraph']);
    expect(kinds('Body.\n\n歩道の長さ：5800m／所要時間：1日\n\nMore.')).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    expect(kinds('本文。\n\n部落景觀餐廳，近距離欣賞瀑布美景\n\n本文。')).toEqual([
      'paragraph',
      'subheading',
      'paragraph',
    ]);
    expect(kinds('Body.\n\nIt opens at 9.\n\nMore.')).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(kinds(`Body.\n\n${'word '.repeat(20)}\n\nMore.`)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  test('no text gives no blocks', () => {
    expect(proseBlocks(undefined)).toEqual([]);
    expect(proseBlocks('\n\n')).toEqual([]);
  });
});
