import type { Locale } from '@/lib/i18n/locales';

/**
 * How many characters of a description search results show before cutting it off: about 160
 * Latin characters, and fewer of the wider CJK ones. A longer description is shortened here,
 * at a sentence end if one keeps most of it, so the snippet ends on our words, not the engine's.
 */
const limits: Record<Locale, number> = { en: 160, 'zh-tw': 100, 'zh-cn': 100, ja: 110 };

const sentenceEnd = /[.!?](?=\s)|[。！？]/gu;
const clauseBreak: Record<'latin' | 'cjk', RegExp> = { latin: /\s/gu, cjk: /[，、；：,;:\s]/gu };

function lastMatchEnd(text: string, pattern: RegExp, includeMatch: boolean): number {
  let end = -1;
  for (const match of text.matchAll(pattern)) end = match.index + (includeMatch ? match[0].length : 0);
  return end;
}

/** The description as search results and link previews should show it: whole, or cut cleanly with "…". */
export function metaDescription(text: string, locale: Locale): string {
  const normalized = text.replace(/\s+/gu, ' ').trim();
  const chars = [...normalized];
  const limit = limits[locale];
  if (chars.length <= limit) return normalized;

  const head = chars.slice(0, limit).join('');
  const sentence = lastMatchEnd(head, sentenceEnd, true);
  // A whole sentence is better than a cut one, unless it leaves most of the room empty.
  if (sentence >= head.length * 0.6) return head.slice(0, sentence).trim();

  const room = chars.slice(0, limit - 1).join('');
  const clause = lastMatchEnd(room, clauseBreak[locale === 'en' ? 'latin' : 'cjk'], false);
  const cut = clause >= room.length * 0.6 ? room.slice(0, clause) : room;
  return `${cut.replace(/[\s,.;:，、；：]+$/u, '')}…`;
}
