import { describe, expect, test } from 'vitest';
import { toSimplified, toSimplifiedDeep } from '@/lib/i18n/simplified';

describe('simplified-Chinese conversion', () => {
  test('converts characters and Taiwanese phrases to mainland usage', () => {
    expect(toSimplified('參山國家風景區遊客中心')).toBe('参山国家风景区游客中心');
    expect(toSimplified('網站資訊')).toBe('网站信息');
  });

  test('keeps travel words the software phrase table would mistranslate', () => {
    expect(toSimplified('行程規劃')).toBe('行程规划');
    expect(toSimplified('一日行程與交通')).toBe('一日行程与交通');
    expect(toSimplified('社群動態')).toBe('社群动态');
    expect(toSimplified('社群媒體')).toBe('社群媒体');
  });

  test('keeps the records vocabulary of the file area: archives are 档案, never a computer 文件', () => {
    expect(toSimplified('檔案專區')).toBe('档案专区');
    expect(toSimplified('依檔案法，向國家發展委員會檔案管理局申請複製')).toBe(
      '依档案法，向国家发展委员会档案管理局申请复制',
    );
    expect(toSimplified('機關檔案目錄查詢網')).toBe('机关档案目录查询网');
    expect(toSimplified('檔案文件')).toBe('档案文件');
  });

  test('still converts the Taiwanese phrases the table is for', () => {
    expect(toSimplified('下載軟體與網路資訊')).toBe('下载软件与网络信息');
    expect(toSimplified('臺中市和平區')).toBe('台中市和平区');
    expect(toSimplified('即時天氣')).toBe('实时天气');
    expect(toSimplified('重新整理頁面')).toBe('刷新页面');
  });

  test('keeps everyday words the software table turns into computing jargon', () => {
    // 核心 is not a kernel, 指標 not a pointer, 互動 not "interaction design", 遮蔽 not a block list.
    expect(toSimplified('以獅頭山為核心，山間寺廟依勢而建')).toBe('以狮头山为核心，山间寺庙依势而建');
    expect(toSimplified('空氣品質指標（AQI）')).toBe('空气品质指标（AQI）');
    expect(toSimplified('步道指標清楚')).toBe('步道指标清楚');
    expect(toSimplified('互動地圖')).toBe('互动地图');
    expect(toSimplified('{title}，互動圖表')).toBe('{title}，互动图表');
    expect(toSimplified('依法應限制公開的部分，會先分離或遮蔽後再提供。')).toBe(
      '依法应限制公开的部分，会先分离或遮蔽后再提供。',
    );
    expect(toSimplified('此攝影機目前離線。')).toBe('此摄影机目前离线。');
    expect(toSimplified('離線儲存')).toBe('离线保存');
    expect(toSimplified('此欄位為必填')).toBe('此栏位为必填');
    expect(toSimplified('獅頭山遊客中心則設有簡報室與生態教室')).toBe('狮头山游客中心则设有简报室与生态教室');
    expect(toSimplified('獅頭山、梨山、八卦山整合而成')).toBe('狮头山、梨山、八卦山整合而成');
    expect(toSimplified('此攝影機目前未公開線上影像。')).toBe('此摄影机目前未公开在线影像。');
  });

  test('the noscript note says JavaScript is not enabled (启用), not "not activated" (激活)', () => {
    expect(
      toSimplified(
        '您的瀏覽器未啟用 JavaScript。網站內容仍可閱讀，但選單展開、即時資訊等互動功能需要 JavaScript，請啟用後重新整理頁面。',
      ),
    ).toBe(
      '您的浏览器未启用 JavaScript。网站内容仍可阅读，但菜单展开、实时信息等互动功能需要 JavaScript，请启用后刷新页面。',
    );
    expect(toSimplified('地圖需要啟用 JavaScript')).toBe('地图需要启用 JavaScript');
  });

  test('live cameras are 实时影像, a source is 数据来源, "back to top" is 返回顶部, a pie chart 饼图', () => {
    expect(toSimplified('梨山即時影像與導覽')).toBe('梨山实时影像与导览');
    expect(toSimplified('觀看即時影像')).toBe('观看实时影像');
    expect(toSimplified('資料來源：環境部')).toBe('数据来源：环境部');
    expect(toSimplified('即時資料來源：{service}。')).toBe('实时数据来源：{service}。');
    expect(toSimplified('回到頁首')).toBe('返回顶部');
    expect(toSimplified('圓餅圖，共3個扇形。第1個圓餅')).toBe('饼图，共3个扇形。第1个饼图');
    expect(toSimplified('頁首')).toBe('页首');
  });

  test('official names are converted character by character, never renamed', () => {
    expect(toSimplified('您可依個人資料保護法向本處請求')).toBe('您可依个人资料保护法向本处请求');
    expect(toSimplified('依「政府資料開放授權條款－第1版」使用')).toBe('依「政府资料开放授权条款－第1版」使用');
    expect(toSimplified('交通部 TDX 運輸資料流通服務')).toBe('交通部 TDX 运输资料流通服务');
    expect(toSimplified('公路局「智慧化省道即時資訊服務網」')).toBe('公路局「智慧化省道即时资讯服务网」');
    expect(toSimplified('可在鄧南光影像紀念館看')).toBe('可在邓南光影像纪念馆看');
    // Outside the names, open data (開放資料) is 开放数据.
    expect(toSimplified('政府開放資料')).toBe('政府开放数据');
  });

  test('線上 after a route is "on the line" (线上); 無線上網 is wireless internet; UI 線上 stays 在线', () => {
    expect(toSimplified('還有無線上網(iTaiwan)、汽車充電')).toBe('还有无线上网(iTaiwan)、汽车充电');
    expect(toSimplified('iTaiwan無線上網、汽車充電')).toBe('iTaiwan无线上网、汽车充电');
    expect(toSimplified('松茂部落位在中橫公路宜蘭支線上，是一個泰雅族聚居的部落')).toBe(
      '松茂部落位在中横公路宜兰支线上，是一个泰雅族聚居的部落',
    );
    expect(toSimplified('離開峨眉湖後經台3線上的三灣')).toBe('离开峨眉湖后经台3线上的三湾');
    expect(toSimplified('台8線上谷關至德基路段')).toBe('台8线上谷关至德基路段');
    expect(toSimplified('三個小鎮都在台鐵縱貫線上')).toBe('三个小镇都在台铁纵贯线上');
    // Online services are 在线 on the mainland, as the table says.
    expect(toSimplified('線上申請')).toBe('在线申请');
    expect(toSimplified('可於本網站線上申請預約')).toBe('可于本网站在线申请预约');
    expect(toSimplified('最新線上展覽')).toBe('最新在线展览');
    // A named tour keeps its words.
    expect(toSimplified('「360°線上走讀梨山」環景導覽')).toBe('「360°线上走读梨山」环景导览');
  });

  test('words the software table renames in a story about places: 内建, 释出, 装置艺术, 建立, 新增, 开启', () => {
    // 內建 here is 洞內 + 建了 ("built inside the cave"), not "built-in" (内置).
    expect(toSimplified('並在水濂洞內建了一座廟宇')).toBe('并在水濂洞内建了一座庙宇');
    expect(toSimplified('開大師發現此洞並在洞內建寺')).toBe('开大师发现此洞并在洞内建寺');
    // Land the army gives up is 释出, not a software release (发布).
    expect(toSimplified('除了利用軍方釋出據點結合地方資源')).toBe('除了利用军方释出据点结合地方资源');
    // An art installation is 装置; a phone is 设备.
    expect(toSimplified('為題材的裝置藝術')).toBe('为题材的装置艺术');
    expect(toSimplified('B2則用影像與裝置呈現')).toBe('B2则用影像与装置呈现');
    expect(toSimplified('儲存在這台裝置上的頁面')).toBe('保存在这台设备上的页面');
    expect(toSimplified('沿山建立隘寮')).toBe('沿山建立隘寮');
    expect(toSimplified('每半年將新增及更新的檔案目錄彙送')).toBe('每半年将新增及更新的档案目录汇送');
    expect(toSimplified('開啟入關旅人真實感官的體驗旅程')).toBe('开启入关旅人真实感官的体验旅程');
    expect(toSimplified('加里山步道為聯絡南庄蓬萊、風美及鹿場')).toBe('加里山步道为联络南庄蓬莱、风美及鹿场');
    expect(toSimplified('聯絡電話')).toBe('联系电话');
    expect(toSimplified('尊重野生動植物、考量其他使用者')).toBe('尊重野生动植物、考量其他使用者');
    expect(toSimplified('活動支援：在節慶中協助帶隊')).toBe('活动支援：在节庆中协助带队');
    expect(toSimplified('申請書不合規定程式或資料不全時')).toBe('申请书不合规定程式或资料不全时');
    expect(toSimplified('需 {size} 的儲存空間')).toBe('需 {size} 的存储空间');
  });

  test('資料 "records, materials" stays 资料; data-sense compounds are 数据', () => {
    expect(toSimplified('・有關犯罪資料者\n・有關人事及薪資資料者')).toBe('・有关犯罪资料者\n・有关人事及薪资资料者');
    expect(toSimplified('參山國家風景區管理處網站如何蒐集、使用與保護您的個人資料。')).toBe(
      '参山国家风景区管理处网站如何搜集、使用与保护您的个人资料。',
    );
    expect(toSimplified('參山的導覽資料、開放資料與出版品')).toBe('参山的导览资料、开放数据与出版品');
    expect(toSimplified('以本處的檔案與資料，介紹三個風景區')).toBe('以本处的档案与资料，介绍三个风景区');
    expect(toSimplified('會從本處網站的常見問題、景點、遊客中心、步道與活動資料中找答案。')).toBe(
      '会从本处网站的常见问题、景点、游客中心、步道与活动资料中找答案。',
    );
    expect(toSimplified('下載資料集（CSV）')).toBe('下载数据集（CSV）');
    expect(toSimplified('共{count}個資料點')).toBe('共{count}个数据点');
    expect(toSimplified('並非即時資料')).toBe('并非实时数据');
    expect(toSimplified('心與松柏嶺遊客中心在資料庫中沒有照片')).toBe('心与松柏岭游客中心在数据库中没有照片');
  });

  test('names of official sites and databases keep their words', () => {
    expect(toSimplified('交通部觀光署 臺灣觀光資訊網')).toBe('交通部观光署 台湾观光资讯网');
    expect(toSimplified('景點－觀光資訊資料庫')).toBe('景点－观光资讯资料库');
    expect(toSimplified('連結為全國法規資料庫的英文版頁面')).toBe('链接为全国法规资料库的英文版页面');
    expect(toSimplified('政府資料開放平臺資料集頁面')).toBe('政府资料开放平台数据集页面');
    expect(toSimplified('觀光署行政資訊網')).toBe('观光署行政资讯网');
    expect(toSimplified('彰化旅遊資訊網')).toBe('彰化旅游资讯网');
  });

  test('converts nested data but leaves URLs untouched', () => {
    const data = {
      name: '猴探井天空之橋',
      cover: '/images/臺.webp',
      list: [{ title: '臺灣', url: '/attractions?q=臺' }],
    };
    expect(toSimplifiedDeep(data)).toEqual({
      name: '猴探井天空之桥',
      cover: '/images/臺.webp',
      list: [{ title: '台湾', url: '/attractions?q=臺' }],
    });
  });

  test('a text value is converted whatever its key is called (the "website" label is text)', () => {
    expect(toSimplifiedDeep({ website: '網站', url: 'https://example.tw/網' })).toEqual({
      website: '网站',
      url: 'https://example.tw/網',
    });
  });
});
