/** The four site languages. zh-cn is a server-side simplified conversion of zh-tw, never hand-kept. */
export const locales = ['zh-tw', 'en', 'ja', 'zh-cn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-tw';

/** Languages the backend speaks; zh-cn reads zh-tw and converts. */
export type ApiLang = 'zh-tw' | 'en' | 'ja';
export const apiLangs: readonly ApiLang[] = ['zh-tw', 'en', 'ja'];

export const htmlLang: Record<Locale, string> = {
  'zh-tw': 'zh-Hant-TW',
  en: 'en',
  ja: 'ja',
  'zh-cn': 'zh-Hans',
};

/** BCP 47 tags for hreflang alternates. */
export const hreflang: Record<Locale, string> = {
  'zh-tw': 'zh-Hant-TW',
  en: 'en',
  ja: 'ja',
  'zh-cn': 'zh-Hans',
};

export const ogLocale: Record<Locale, string> = {
  'zh-tw': 'zh_TW',
  en: 'en_US',
  ja: 'ja_JP',
  'zh-cn': 'zh_CN',
};

/** Each language's own name, shown in the switcher in that language (with a matching lang attribute). */
export const endonym: Record<Locale, string> = {
  'zh-tw': '繁體中文',
  en: 'English',
  ja: '日本語',
  'zh-cn': '简体中文',
};

/** Short labels for the compact switcher; each is contained in its endonym (WCAG 2.5.3 label in name). */
export const endonymShort: Record<Locale, string> = {
  'zh-tw': '繁體',
  en: 'EN',
  ja: '日本語',
  'zh-cn': '简体',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function apiLangOf(locale: Locale): ApiLang {
  return locale === 'zh-cn' ? 'zh-tw' : locale;
}

export function isChinese(locale: Locale): boolean {
  return locale === 'zh-tw' || locale === 'zh-cn';
}

/** The path of `pathname` (without locale prefix) in `locale`: zh-tw has no prefix. */
export function localizedPath(locale: Locale, pathname: string): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits a browser path into its locale and the rest (`/en/attractions` → en, `/attractions`). */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, rest: `/${others.join('/')}` };
  }
  return { locale: defaultLocale, rest: pathname || '/' };
}
