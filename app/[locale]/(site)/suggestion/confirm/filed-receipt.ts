import { getEnv } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { suggestionSerialPattern } from '@/lib/schemas/forms/suggestion';

/**
 * The serial a confirmation filed, handed from the Confirm button's action to the page it
 * redirects to. Kept in a short-lived cookie of this browser, not in the address: an address
 * such as `?filed=S…` could be written by anyone and would show any serial as "filed".
 */
const cookieName = 'suggestion-filed';
const tenMinutes = 600;

type CookieWriter = {
  set(name: string, value: string, options: Record<string, unknown>): unknown;
};
type CookieReader = { get(name: string): { value: string } | undefined };

export function keepFiledSerial(cookies: CookieWriter, locale: Locale, serial: string): void {
  cookies.set(cookieName, serial, {
    httpOnly: true,
    sameSite: 'lax',
    secure: /^https:\/\//i.test(getEnv().SITE_URL),
    path: localizedPath(locale, '/suggestion/confirm'),
    maxAge: tenMinutes,
  });
}

/** The serial this browser has just filed, if any. */
export function filedSerial(cookies: CookieReader): string | undefined {
  const value = cookies.get(cookieName)?.value;
  return value && suggestionSerialPattern.test(value) ? value : undefined;
}
