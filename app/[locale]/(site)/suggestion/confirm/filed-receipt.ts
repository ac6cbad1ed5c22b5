import type { cookies } from 'next/headers';
import { getEnv } from '@/lib/env';
import { servedOverHttps } from '@/lib/http/strict-transport-security';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { suggestionSerialPattern } from '@/lib/schemas/forms/suggestion';

/**
 * The serial a confirmation filed, handed from the Confirm button's action to the page it
 * redirects to. Kept in a short-lived cookie of this browser, not in the address: an address
 * such as `?filed=S…` could be written by anyone and would show any serial as "filed".
 */
const cookieName = 'suggestion-filed';
const tenMinutes = 600;

/** The request's cookies as `cookies()` gives them (writable in a server action). */
type Cookies = Awaited<ReturnType<typeof cookies>>;

export function keepFiledSerial(jar: Cookies, locale: Locale, serial: string): void {
  jar.set(cookieName, serial, {
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(getEnv().SITE_URL),
    path: localizedPath(locale, '/suggestion/confirm'),
    maxAge: tenMinutes,
  });
}

/** The serial this browser has just filed, if any. */
export function filedSerial(jar: Cookies): string | undefined {
  const value = jar.get(cookieName)?.value;
  return value && suggestionSerialPattern.test(value) ? value : undefined;
}
