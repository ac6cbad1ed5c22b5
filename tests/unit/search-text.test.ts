import { describe, expect, it } from 'vitest';
import { editDistance } from '@/lib/search/edit-distance';
import { foldText } from '@/lib/search/fold';
import { markTerms, markedSnippet } from '@/lib/search/highlight';
import { readQuestion } from '@/lib/search/question-intents';
import { searchTerms, searchWords, stemLatin } from '@/lib/search/tokenize';

describe('folding: one form for every way of writing the same text', () => {
  it.each([
    ['梨山游客中心', '梨山遊客中心'],
    ['福寿山', '福壽山'],
    ['桜', '櫻'],
    ['関', '關'],
    ['ＬＩＳＨＡＮ', 'lishan'],
    ['Guguán', 'guguan'],
    ['怎么去', '怎麼去'],
  ])('%s folds to %s', (typed, folded) => {
    expect(foldText(typed)).toBe(folded);
  });

  it('keeps kana voicing marks and the traditional text as it is', () => {
    expect(foldText('ビジターセンター')).toBe('ビジターセンター');
    expect(foldText('獅頭山遊客中心')).toBe('獅頭山遊客中心');
  });
});

describe('words: segmented, with the words of how a visitor asks left out', () => {
  it.each([
    ['梨山怎麼去', 'zh', ['梨山']],
    ['梨山怎么去', 'zh', ['梨山']],
    ['賞鷹平台在哪', 'zh', ['賞', '鷹', '平臺']],
    ['福寿山農場はどこですか', 'ja', ['福壽山', '農場']],
    ['How do I get to Lishan?', 'en', ['lishan']],
    ['Nanzhuang visitor centre phone', 'en', ['nanzhuang', 'visitor', 'center', 'phone']],
  ] as const)('%s → %j', (text, language, words) => {
    expect(searchWords(text, language).words).toEqual(words);
  });

  it('adds the character pairs of each CJK run, so a name cut differently elsewhere still matches', () => {
    expect(searchTerms('福壽山', 'zh')).toEqual(expect.arrayContaining(['福壽山', '福壽', '壽山']));
    // Japanese pages segment 福寿/山 before a particle: the pairs are the same.
    expect(searchTerms('福寿山は', 'ja')).toEqual(expect.arrayContaining(['福壽', '壽山']));
  });

  it('stems English plurals and British spellings, and leaves short words alone', () => {
    expect(['trails', 'centres', 'activities', 'bus', 'grass', 'lotus'].map(stemLatin)).toEqual([
      'trail',
      'center',
      'activity',
      'bus',
      'grass',
      'lotus',
    ]);
  });
});

describe('edit distance', () => {
  it('counts a swapped pair of letters as one slip, a CJK character as one letter', () => {
    expect(editDistance('visiter', 'visitor')).toBe(1);
    expect(editDistance('shisahn', 'shishan')).toBe(1);
    expect(editDistance('黎山', '梨山')).toBe(1);
    expect(editDistance('lishan', 'guguan', 2)).toBeGreaterThan(2);
  });
});

describe('highlighting', () => {
  it('marks the searched words in the shown text, whatever script they were typed in', () => {
    expect(markTerms('梨山遊客中心', [foldText('游客')])).toEqual([
      { text: '梨山', marked: false },
      { text: '遊客', marked: true },
      { text: '中心', marked: false },
    ]);
    expect(markTerms('Shishan Ancient Trails', ['trail'])).toEqual([
      { text: 'Shishan Ancient ', marked: false },
      { text: 'Trails', marked: true },
    ]);
  });

  it('cuts a snippet around the first match, with an ellipsis where text was left out', () => {
    const text = `${'前言。'.repeat(30)}這裡介紹梨山遊客中心的開放時間。${'後記。'.repeat(30)}`;
    const snippet = markedSnippet([undefined, text], ['梨山'], 40)!;
    expect(snippet[0]).toEqual({ text: '…', marked: false });
    expect(snippet.find((part) => part.marked)?.text).toBe('梨山');
    expect(snippet.at(-1)).toEqual({ text: '…', marked: false });
    expect(markedSnippet(['沒有相符的字'], ['梨山'], 40)).toBeUndefined();
  });
});

describe('the assistant reads what a question asks', () => {
  it.each([
    ['南庄遊客中心電話', ['phone'], '南莊遊客中心'],
    ['南庄游客中心电话', ['phone'], '南莊遊客中心'],
    ['獅山古道多長', ['trail'], '獅山古道'],
    ['梨山現在天氣', ['weather'], '梨山現在'],
    ['Nanzhuang visitor center opening hours', ['hours'], 'nanzhuang visitor center'],
    ['梨山ビジターセンターの電話番号', ['phone'], '梨山ビジターセンターの'],
  ])('%s asks for %j about %s', (question, intents, rest) => {
    const read = readQuestion(question);
    expect([...read.intents]).toEqual(intents);
    expect(read.rest).toBe(rest);
  });

  it('takes English intent words only as whole words', () => {
    expect([...readQuestion('Lishan parks and reopening').intents]).toEqual([]);
  });
});
