/**
 * Telephone numbers written in running text (theme pages, FAQ answers), so a visitor on a phone
 * can call with one tap and the number never breaks across lines.
 * - Taiwanese numbers with an area or service prefix and hyphens: 04-25951496, 0800-011-765.
 * - The three emergency numbers 110, 112 and 119, when they stand alone: not part of a longer
 *   number, a distance ("110 km", "110K") or a kilometre post ("exit km 110").
 */
const phonePattern =
  /(?<![\w.,-])(0\d{1,3}-(?:\d{3,4}-\d{3,4}|\d{5,8})|(?<!km )(?:110|112|119))(?![\w%-]|[.,]\d|\s?(?:km|公里|m\b))/gu;

export type TextPart = { text: string; tel?: string };

export function splitPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(phonePattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], tel: telHref(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A number as `tel:` wants it. Landlines get +886 (the leading 0 dropped) so a visitor roaming
 * on a foreign SIM reaches them too; toll-free 0800 and the emergency numbers stay as dialled.
 */
function telHref(number: string): string {
  const digits = number.replace(/-/g, '');
  if (digits.length <= 3 || digits.startsWith('0800')) return `tel:${digits}`;
  return `tel:+886${digits.slice(1)}`;
}
