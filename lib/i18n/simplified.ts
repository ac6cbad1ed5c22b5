import 'server-only';
import * as OpenCC from 'opencc-js';

/**
 * zh-cn pages are zh-tw content converted on the server (Taiwan → mainland, with phrases),
 * so the simplified site is crawlable and costs the browser nothing.
 *
 * The phrase table is written for software vocabulary; some of its entries are wrong in a travel
 * or records context, or rename official names. Those phrases are converted character by
 * character instead (the phrase table never sees them), longest first, so a name wins over a
 * shorter phrase inside it.
 */
const byCharacter = [
  // 行程 "itinerary" would become 进程 "process".
  '行程',
  // 社群 "social media" would become 社区 "neighbourhood".
  '社群',
  // 檔案 "archives" would become 文件 "computer file", renaming the Archives Act and the National
  // Archives Administration; 文件 "document" would become 文档.
  '檔案',
  '文件',
  // 複製 "to copy a record" would become 拷贝; 查詢 "to look up" would become 查找.
  '複製',
  '查詢',
  // 核心 "core, heart" (獅頭山為核心) would become 内核 "kernel".
  '核心',
  // 指標 "indicator, sign" (空氣品質指標, trail signs) would become 指针 "pointer".
  '指標',
  // 啟用 "to enable" (the noscript note) would become 激活 "to activate (a licence)".
  '啟用',
  // 互動 "interactive" (互動地圖) would become 交互 "human-computer interaction".
  '互動',
  // 遮蔽 "to mask" withheld parts of a record would become 屏蔽 "to block (content)".
  '遮蔽',
  // 離線 "offline" would become 脱机, the computing term; 离线 is what mainland sites say.
  '離線',
  // 頁首 "top of the page" would become 页眉 "page header (of a printed document)".
  '頁首',
  // 欄位 "form field" would become 字段 "database field"; 栏位 reads as a form's box.
  '欄位',
  // 影像 "camera picture, photography" would become 图像 "bitmap image": 即時影像 (live cameras)
  // would read 实时图像 and the 鄧南光影像紀念館 museum would be renamed.
  '影像',
  // 簡報 "briefing" (a visitor centre's 簡報室) would become 演示文稿 "slide deck".
  '簡報',
  // 整合 "to merge" (three areas 整合而成) would become 集成 "to integrate (a system)".
  '整合',
  // Official names must keep their words: the table turns 資料 into 数据 ("data") and would
  // rename the Personal Data Protection Act, the Open Government Data License and TDX's service.
  '個人資料保護法',
  '政府資料開放授權條款',
  '運輸資料流通服務',
  // The Highway Bureau's service: the table would make it 智能化省道实时信息服务网.
  '智慧化省道即時資訊服務網',
];

/**
 * Phrases where neither the table nor character conversion says it right; kept to the few whose
 * mainland wording is certain, and still derived from the zh-tw text (zh-cn is never hand-kept).
 */
const overrides: Readonly<Record<string, string>> = {
  // The table gives 回到页眉 ("back to the page header"); character by character 回到页首 is odd.
  回到頁首: '返回顶部',
  // The table gives 数据源 ("data source" of a database); a source line says 数据来源.
  資料來源: '数据来源',
  // A pie chart is 饼图 on the mainland; 圆饼图 and 圆饼 are Taiwan's words in simplified characters.
  圓餅圖: '饼图',
  圓餅: '饼图',
};

const protectedPhrases = [...byCharacter, ...Object.keys(overrides)].sort((a, b) => b.length - a.length);
const protectedPattern = new RegExp(`(${protectedPhrases.join('|')})`, 'u');

let withPhrases: ((text: string) => string) | undefined;
let characterOnly: ((text: string) => string) | undefined;

export function toSimplified(text: string): string {
  withPhrases ??= OpenCC.Converter({ from: 'twp', to: 'cn' });
  characterOnly ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  const phrase = withPhrases;
  const character = characterOnly;
  // split() with a capturing group puts the protected phrases at the odd indexes.
  return text
    .split(protectedPattern)
    .map((part, index) => (index % 2 === 0 ? phrase(part) : (overrides[part] ?? character(part))))
    .join('');
}

/** Converts every string inside a JSON-like value; keys, links and non-strings are kept. */
export function toSimplifiedDeep<T>(value: T): T {
  if (typeof value === 'string') return isLink(value) ? value : (toSimplified(value) as T);
  if (Array.isArray(value)) return value.map((item) => toSimplifiedDeep(item)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toSimplifiedDeep(item);
    return out as T;
  }
  return value;
}

/**
 * URLs and site paths must survive conversion byte for byte. Judged by the value, not the key:
 * a message keyed "website" is text ("網站") and must be converted.
 */
function isLink(value: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|mailto:|tel:)\S*$/u.test(value);
}
