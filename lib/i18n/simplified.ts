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
 *
 * Every entry of the table that changes more than the characters, over all the zh-tw text of the
 * site (data/ and messages/zh-tw.json), was read in its contexts; the ones below were wrong there.
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
  // 資料 is "records, materials, information" far more often than "data": 有關犯罪資料者 and
  // 薪資資料 in the Archives Act, 個人資料, 導覽資料, 檔案與資料, 索取資料 (brochures), 依縣府資料.
  // The table makes every one 数据; 资料 is right in all of them and still fine where data is
  // meant. The compounds that only mean data are in `overrides` (开放数据, 数据集, 数据库…).
  '資料',
  // 內建 "built-in" would become 内置, but here it is 洞內 + 建: 在水濂洞內建了一座廟宇.
  '內建',
  // 釋出 "to release (software)" would become 发布; 軍方釋出據點 is land the army gave up (释出).
  '釋出',
  // 裝置 "device" would become 设备, but 裝置藝術 and 影像與裝置 are art installations (装置);
  // a phone or computer, 這台裝置, is in `overrides`.
  '裝置',
  // 建立 would become 创建 "to create (a file)": 北埔建立據點, 沿山建立隘寮 were founded, 建立.
  '建立',
  // 新增 would become 添加 "to add (an item)"; 將新增及更新的檔案目錄 means newly added, and
  // 新增 reads right on the mainland in every use.
  '新增',
  // 開啟 would become 打开 "to open (a file)"; 開啟…體驗旅程 starts a journey (开启), and 开启
  // is right for a lamp, a map or JavaScript too.
  '開啟',
  // 聯絡 is 联系 "to contact" (聯絡電話 联系电话), but a trail 為聯絡 three villages connects them (联络).
  '為聯絡',
  // 使用者 would become 用户 "a product's user"; 考量其他使用者 (Leave No Trace) means other hikers.
  '其他使用者',
  // 支援 would become 支持 "to support (a feature)"; volunteers' 活動支援 is help on the ground.
  '活動支援',
  // 程式 would become 程序 "procedure, program"; the Archives Act's 規定程式 is the required form.
  '規定程式',
  // 無線上網 is 無線 + 上網 (wireless internet); the table reads 線上 and makes it 无在线网.
  '無線上網',
  // Official names must keep their words: the table turns 資料 into 数据 ("data") and would
  // rename the Personal Data Protection Act, the Open Government Data License and TDX's service.
  '個人資料保護法',
  '政府資料開放授權條款',
  '運輸資料流通服務',
  '政府資料開放平臺',
  '全國法規資料庫',
  // The Tourism Administration's 觀光資訊資料庫 and 台灣觀光資訊網, 行政資訊網, and Changhua
  // County's site: the table would make 資訊 信息 and 資料庫 数据库.
  '觀光資訊資料庫',
  '觀光資訊',
  '觀光署行政資訊網',
  '彰化旅遊資訊網',
  // The administration's 360° tour 「360°線上走讀梨山」.
  '線上走讀梨山',
  // The Highway Bureau's service: the table would make it 智能化省道实时信息服务网.
  '智慧化省道即時資訊服務網',
];

/**
 * Phrases converted character by character only right after one of some characters (a character
 * class), where the same characters are another word.
 */
const byCharacterAfter: readonly (readonly [before: string, phrase: string])[] = [
  // 線上 "online" is 在线 (線上申請 在线申请), but after a route's name it is "on the line", 线上:
  // 台3線上, 台8線上, 宜蘭支線上, 縱貫線上, 幹線上, 路線上, 沿線上, 稜線上.
  ['[0-9０-９支幹貫路沿稜]', '線上'],
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
  // 資料 is kept as 资料 (above), except in the compounds that only mean data.
  開放資料: '开放数据',
  資料集: '数据集',
  資料庫: '数据库',
  個資料點: '个数据点',
  資料系列: '数据系列',
  資料範圍: '数据范围',
  即時資料: '实时数据',
  資料夾: '文件夹',
  // 裝置 is kept as 装置 (above), except for the visitor's phone or computer.
  這台裝置: '这台设备',
  行動裝置: '移动设备',
  // The table makes 儲存 保存 (離線儲存 离线保存, right), which gives 保存空间; storage is 存储空间.
  儲存空間: '存储空间',
};

const protectedPhrases = [...byCharacter, ...Object.keys(overrides)].sort((a, b) => b.length - a.length);
// Phrases in a context first: at the same place they are the more specific.
const protectedPattern = new RegExp(
  `(${[...byCharacterAfter.map(([before, phrase]) => `(?<=${before})${phrase}`), ...protectedPhrases].join('|')})`,
  'u',
);

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
