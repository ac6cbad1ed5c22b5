/** One block of an item's long text: a paragraph, or a line the source sets as a subheading. */
export type ProseBlock = { kind: 'paragraph' | 'subheading'; text: string };

/**
 * Splits a long text (paragraphs separated by blank lines, as the office's feeds and our seed data
 * write them) into blocks. The feeds carry no markup, but they set section titles as lines of their
 * own: short, without any sentence or list punctuation, between two paragraphs (「漫步神仙谷瀑布與吊橋」).
 * Those become subheadings so they read, and are announced, as the titles they are.
 */
export function proseBlocks(text: string | undefined): ProseBlock[] {
  const parts = (text ?? '')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part, index) => ({
    kind: index > 0 && index < parts.length - 1 && looksLikeTitle(part) ? 'subheading' : 'paragraph',
    text: part,
  }));
}

/** At most this many characters (a CJK title is rarely over 20; an English one over 70). */
const maxTitleLength = 80;

function looksLikeTitle(part: string): boolean {
  // Any stop, colon, list mark or bracket means a sentence or a fact line («長さ：5800m／…»), not a title.
  return part.length <= maxTitleLength && !part.includes('\n') && !/[.。!！?？:：;；、／/「」『』()（）]/u.test(part);
}
