import 'server-only';
import { randomInt } from 'node:crypto';

const serialPrefixes = ['S', 'A', 'R', 'F', 'Q', 'D'] as const;
type SerialPrefix = (typeof serialPrefixes)[number];
const serialShape = new RegExp(`^[${serialPrefixes.join('')}][0-9]{14}$`);

/** Whether `value` has the shape newSerial gives (a letter above, the day, six digits). */
export function isSerial(value: string): boolean {
  return serialShape.test(value);
}

/**
 * Serial numbers handed to visitors: a letter for what was filed (S suggestion, A application,
 * R registration, F feedback, Q survey answer, D archive application), the day in Taiwan and six random digits. Unique
 * per table; callers retry on the rare clash.
 */
export function newSerial(prefix: SerialPrefix, now = new Date()): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
