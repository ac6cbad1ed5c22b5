import { describe, expect, test } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

describe('message files', () => {
  const reference = keysOf(zhTw).sort();

  test.each([
    ['en', en],
    ['ja', ja],
  ])('%s has exactly the keys of zh-tw', (_name, messages) => {
    expect(keysOf(messages).sort()).toEqual(reference);
  });

  test('no message is empty in any language', () => {
    for (const messages of [zhTw, en, ja]) {
      const empty = keysOf(messages).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
