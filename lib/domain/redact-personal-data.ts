/**
 * Published feedback must not name its sender (issue 25 §1). The operator reads what is published,
 * but a visitor often signs a message or leaves a number in it, so before publishing the message
 * loses: every e-mail address, every phone-like run of digits (Taiwanese numbers are 9–10 digits,
 * written with spaces, dashes, dots or brackets, sometimes with +886), and what the sender typed
 * into the form's name, e-mail and phone fields wherever it appears. Each is replaced by `mask`.
 */
const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// At least eight digits in a run that may hold separators: shorter numbers (years, heights,
// prices, "3 hours") stay, since no phone number in Taiwan is that short.
const phonePattern = /(?:\+\d{1,3}[\s-]?)?(?:\(?\d[\d\s().-]{6,}\d)/g;

function digitsIn(text: string): number {
  return text.replace(/\D/g, '').length;
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type SenderDetails = { name?: unknown; email?: unknown; phone?: unknown };

export function redactPersonalData(message: string, sender: SenderDetails, mask: string): string {
  let text = message.replace(emailPattern, mask);
  text = text.replace(phonePattern, (match) => (digitsIn(match) >= 8 ? mask : match));
  // Longest first, so a full name goes before the part of it that is also masked on its own.
  const typed = [...namePieces(sender.name), sender.email, sender.phone]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    // A one-letter piece would blank every occurrence of that letter; it identifies no one.
    .filter((value) => [...value].length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const value of typed) text = text.replace(new RegExp(escapeForRegExp(value), 'giu'), mask);
  return text;
}

/**
 * The name as typed, each of its words, and for a Chinese name of three or four characters the
 * given name alone (王小明 signs "小明"): the forms people sign a message with.
 */
function namePieces(name: unknown): string[] {
  if (typeof name !== 'string') return [];
  const pieces = [name, ...name.split(/\s+/)];
  const characters = [...name.trim()];
  if (/^\p{Script=Han}{3,4}$/u.test(name.trim())) pieces.push(characters.slice(-2).join(''));
  return pieces;
}
