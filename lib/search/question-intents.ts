import { foldText } from './fold';

/**
 * What a question to the assistant asks about a place besides naming it: its phone number, its
 * hours, its address, how to get there, a trail's length and difficulty, an event's dates, or
 * the live weather and parking. Each intent is recognised by words visitors use for it in the
 * four languages (folded, so 电话 is 電話); the words are then taken out of the question, which
 * leaves the name to look up: 「南庄遊客中心電話」 → phone + 南庄遊客中心.
 */
export const intents = ['phone', 'hours', 'address', 'transport', 'trail', 'dates', 'weather', 'parking'] as const;
export type Intent = (typeof intents)[number];

const words: Record<Intent, readonly string[]> = {
  phone: [
    '電話號碼',
    '電話番号',
    '電話',
    '聯絡',
    '聯繫',
    '連絡先',
    'phone number',
    'phone',
    'telephone',
    'call',
    'contact',
  ],
  hours: [
    '開放時間',
    '營業時間',
    '營業',
    '開館時間',
    '営業時間',
    '開館',
    '幾點開',
    '幾點關',
    '幾點',
    '開門',
    '關門',
    '何時まで',
    'opening hours',
    'open',
    'hours',
    'close',
  ],
  address: ['地址', '在哪裡', '在哪', '位置', '住所', '場所', 'どこ', 'address', 'where'],
  transport: [
    '怎麼去',
    '怎麼到',
    '怎麼走',
    '交通',
    '搭車',
    '公車',
    '客運',
    '開車',
    '行き方',
    'アクセス',
    'バス',
    'how to get',
    'get to',
    'directions',
    'bus',
    'drive',
  ],
  trail: [
    '多長',
    '多遠',
    '多久',
    '長度',
    '公里',
    '難度',
    '難易度',
    '難不難',
    '狀態',
    '開放嗎',
    '距離',
    '所要時間',
    'how long',
    'length',
    'difficulty',
    'difficult',
    'status',
    'km',
  ],
  dates: ['什麼時候', '日期', '幾月', '何時', 'いつ', '期間', '日程', 'when', 'dates', 'date'],
  weather: ['天氣', '氣溫', '下雨', '天気', '気温', '雨', 'weather', 'temperature', 'rain', 'forecast'],
  parking: ['停車場', '停車', '車位', '駐車場', '駐車', 'parking', 'car park', 'park my car'],
};

const folded = intents.flatMap((intent) => words[intent].map((word) => ({ intent, word: foldText(word) })));
// Longest first, so 電話號碼 is taken out whole before 電話.
folded.sort((a, b) => b.word.length - a.word.length);

const latinWord = /^[a-z ]+$/u;

/** The intents a question carries, and the question with their words taken out. */
export function readQuestion(question: string): { intents: Set<Intent>; rest: string } {
  let rest = foldText(question);
  const found = new Set<Intent>();
  for (const { intent, word } of folded) {
    // An English word counts only as a whole word: "open" is not in "opening" twice, "park" not in "parks".
    const pattern = latinWord.test(word)
      ? new RegExp(`(?<![a-z])${word}(?![a-z])`, 'gu')
      : new RegExp(word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'gu');
    if (!pattern.test(rest)) continue;
    found.add(intent);
    rest = rest.replace(pattern, ' ');
  }
  return { intents: found, rest: rest.trim() };
}
