import 'server-only';
import { apiLangOf, isLocale, type ApiLang, type Locale } from '@/lib/i18n/locales';
import { toSimplified } from '@/lib/i18n/simplified';
import type { EndpointRequest } from '../http';

/**
 * The site language of the visitor who sent a form. The API's languages are zh-tw, en and ja
 * (spec section 7); a simplified-Chinese page sends zh-tw plus `X-Site-Locale: zh-cn`, so the
 * mail the visitor gets — now and when an operator replies — reads like the page they used.
 */
export function visitorLocale(request: Pick<EndpointRequest, 'lang' | 'headers'>): Locale {
  return request.lang === 'zh-tw' && request.headers.get('x-site-locale') === 'zh-cn' ? 'zh-cn' : request.lang;
}

/** A stored language (a row's `lang`): any site language, else the default. */
export function storedLocale(value: string): Locale {
  return isLocale(value) ? value : 'zh-tw';
}

/** The messages' language of a mail, and its text converted as zh-cn pages are. */
export function mailLanguage(locale: Locale): { lang: ApiLang; text: (text: string) => string } {
  return { lang: apiLangOf(locale), text: locale === 'zh-cn' ? toSimplified : (text) => text };
}
