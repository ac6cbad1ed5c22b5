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
    // Outside the names, 資料 is still 数据.
    expect(toSimplified('政府開放資料')).toBe('政府开放数据');
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
