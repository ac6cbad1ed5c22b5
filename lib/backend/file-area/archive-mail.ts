import 'server-only';
import type { ApiLang } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/** The archive application's name in `lang`, as its page and its mails call it. */
export async function archiveApplicationTitle(lang: ApiLang): Promise<string> {
  return (await loadMessages(lang)).ArchiveForm.title;
}
