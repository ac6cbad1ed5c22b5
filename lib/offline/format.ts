import { dateLocaleOfLang } from '@/lib/domain/format';
import type { Locale } from '@/lib/i18n/locales';

/** When a copy was saved, as the page's language writes a date and time, in Taiwan time (+08:00). */
export function formatSavedAt(instant: string, locale: Locale): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(dateLocaleOfLang(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Taipei',
  }).format(date);
}

/** A stored size as people read it: "840 kB", "3.2 MB" (decimal units, as phones show storage). */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return new Intl.NumberFormat(dateLocaleOfLang(locale), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** `{name}` placeholders filled (the client islands get raw templates; no message catalogue ships). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
