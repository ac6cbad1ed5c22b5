'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { confirmSuggestion } from '@/lib/api/suggestions';
import { isLocale, localizedPath } from '@/lib/i18n/locales';
import { keepFiledSerial } from './filed-receipt';

/**
 * The Confirm button (a POST): mail scanners and link previews open the e-mailed link with GET,
 * so only this deliberate press files the suggestion. Works without JavaScript (a plain form post).
 */
export async function confirmSuggestionAction(formData: unknown): Promise<never> {
  // An action is an endpoint anyone can post to, with any arguments (the proxy has checked only
  // that they decode): whatever is not the form's fields is a failed confirmation, not a 500.
  const form = formData instanceof FormData ? formData : new FormData();
  const locale = String(form.get('locale'));
  const token = form.get('token');
  const lang = isLocale(locale) ? locale : 'zh-tw';
  const outcome = typeof token === 'string' && token.length <= 100 ? await confirmSuggestion(lang, token) : undefined;
  if (outcome?.ok) keepFiledSerial(await cookies(), lang, outcome.data.serial);
  redirect(localizedPath(lang, outcome?.ok ? '/suggestion/confirm?filed=1' : '/suggestion/confirm?failed=1'));
}
