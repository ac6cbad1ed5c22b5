import { englishStopWords } from './english-stop-words';
import { foldText } from './fold';

/**
 * Words that say how a visitor asks, not what they look for: 「梨山怎麼去」 looks for 梨山, 「賞鷹平台
 * 在哪」 for 賞鷹平台, "how do I get to Lishan" for Lishan, 「福寿山はどこですか」 for 福寿山. They are
 * dropped at index and query time, as whole words after segmentation (never as substrings, so the
 * 去 of a name is kept when the segmenter keeps it inside the name). Written here as typed; folded
 * below, so a simplified 怎么 is the same word as 怎麼.
 */
const chinese = [
  '怎麼',
  '怎樣',
  '怎麼樣',
  '如何',
  '去',
  '到',
  '在',
  '哪',
  '哪裡',
  '哪裏',
  '哪兒',
  '哪邊',
  '請問',
  '嗎',
  '呢',
  '吧',
  '啊',
  '呀',
  '的',
  '是',
  '有',
  '沒有',
  '什麼',
  '甚麼',
  '可以',
  '能',
  '我',
  '我們',
  '想',
  '要',
  '了',
  '和',
  '與',
  '及',
  '或',
  '還是',
  '前往',
  '一下',
  '告訴',
  '知道',
  '位置',
  '地方',
  '哪些',
];
const japanese = [
  'は',
  'が',
  'の',
  'に',
  'へ',
  'を',
  'で',
  'と',
  'も',
  'か',
  'や',
  'ね',
  'よ',
  'から',
  'まで',
  'より',
  'どこ',
  'どう',
  'どうやって',
  'どうすれば',
  'です',
  'ですか',
  'ます',
  'ありますか',
  'あります',
  'ある',
  'いる',
  '行き方',
  '行き',
  '行く',
  '行きたい',
  'たい',
  '何',
  'なに',
  'いつ',
  '教えて',
  'ください',
  'について',
  '方法',
  'ここ',
  'この',
  'その',
];

export const stopWords: ReadonlySet<string> = new Set([...chinese, ...japanese, ...englishStopWords].map(foldText));

/**
 * Words that ask where a place is, how to reach it, or how to call it: such a question is about a
 * place's own page (an attraction, a visitor centre, a trail), not the news that mention it.
 * Matched in the folded question as written, before its filler words are dropped.
 */
const placeQuestions = [
  '怎麼去',
  '怎麼走',
  '在哪',
  '哪裡',
  '哪裏',
  '位置',
  '地址',
  '交通',
  '電話',
  '開放時間',
  '營業時間',
  '幾點',
  'どこ',
  '行き方',
  'アクセス',
  '住所',
  '電話',
  '営業時間',
  '開館',
  'where',
  'get to',
  'directions',
  'address',
  'phone',
  'opening hours',
  'open',
].map(foldText);

export function asksForPlace(question: string): boolean {
  const folded = foldText(question);
  return placeQuestions.some((words) => folded.includes(words));
}

/**
 * Words that name a kind of page (「獅頭山步道」, "Lishan trails", 「梨山のイベント」): pages of that
 * kind are what the visitor asks for, so they weigh more than pages that only mention the word.
 */
const kindWords: Readonly<Record<string, readonly string[]>> = {
  trails: ['步道', '古道', '登山', '健行', '歩道', 'ハイキング', '登山道', 'trail', 'trails', 'hike', 'hiking'],
  bikeways: ['自行車', '單車', '腳踏車', 'サイクリング', '自転車', 'cycling', 'bike', 'bikeway'],
  visitorCenters: ['遊客中心', '旅客服務中心', 'ビジターセンター', 'visitor center', 'visitor centre'],
  events: ['活動', '節慶', 'イベント', '祭り', 'event', 'events', 'festival'],
};

const foldedKindWords = Object.values(kindWords)
  .flat()
  .map(foldText)
  .sort((a, b) => b.length - a.length);

/** A folded text with the words that name a kind of page taken out (English ones as whole words). */
export function withoutKindWords(folded: string): string {
  return foldedKindWords.reduce(
    (text, word) =>
      text.replaceAll(/^[a-z ]+$/u.test(word) ? new RegExp(`(?<![a-z])${word}(?![a-z])`, 'gu') : word, ' '),
    folded,
  );
}

/** The kinds of page a query names by one of their words. */
export function askedKinds(query: string): ReadonlySet<string> {
  const folded = foldText(query);
  return new Set(
    Object.entries(kindWords)
      .filter(([, words]) => words.some((word) => folded.includes(foldText(word))))
      .map(([kind]) => kind),
  );
}
