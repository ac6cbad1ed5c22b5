import { dateLocaleOfLang } from '@/lib/domain/format';

/** A moment in Taiwan time (+08:00, as the spec asks of every date), in the page's language. */
export function formatTaiwanTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(dateLocaleOfLang(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Taipei',
  }).format(new Date(iso));
}
