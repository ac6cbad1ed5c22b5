import type { Locale } from '@/lib/i18n/locales';
import { formatNumber } from './format';

/**
 * A file's size as government sites list downloads ("306 KB", "1.2 MB"): binary units, whole
 * kilobytes, megabytes with one decimal.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${formatNumber(locale, bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(locale, Math.round(bytes / 1024))} KB`;
  return `${formatNumber(locale, Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
