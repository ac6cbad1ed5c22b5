import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MarkedText } from '@/components/ui/marked-text';

const phrase = '"I am Muslim; I don\'t eat pork." — 我是穆斯林，不吃豬肉。(Wǒ shì Mùsīlín.)';

describe('MarkedText (language of parts)', () => {
  test('marks each Chinese run of an English text, punctuation included, and nothing else', () => {
    const html = renderToStaticMarkup(<MarkedText text={phrase} locale="en" />);
    expect(html).toContain('<span lang="zh-Hant-TW">我是穆斯林，不吃豬肉。</span>(Wǒ shì Mùsīlín.)');
    expect(
      renderToStaticMarkup(<MarkedText text="Information Stations (借問站) and the 幸福公路 app" locale="en" />),
    ).toBe(
      'Information Stations (<span lang="zh-Hant-TW" class="nowrap">借問站</span>) and the <span lang="zh-Hant-TW" class="nowrap">幸福公路</span> app',
    );
    // A short name stays on one line; a long quotation may wrap.
  });

  test('leaves English without Chinese, and Chinese and Japanese pages, untouched', () => {
    expect(renderToStaticMarkup(<MarkedText text="Lishan Guest House" locale="en" />)).toBe('Lishan Guest House');
    expect(renderToStaticMarkup(<MarkedText text="梨山賓館" locale="zh-tw" />)).toBe('梨山賓館');
    expect(renderToStaticMarkup(<MarkedText text="梨山賓館の前" locale="ja" />)).toBe('梨山賓館の前');
  });
});
