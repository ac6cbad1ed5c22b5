import type { Locale } from './locales';

/** Which languages the header offers: the others, and on Chinese pages the simplified/traditional toggle. */
export function switcherTargets(locale: Locale): { languages: Locale[]; toggle?: Locale } {
  if (locale === 'zh-tw') return { languages: ['en', 'ja'], toggle: 'zh-cn' };
  if (locale === 'zh-cn') return { languages: ['en', 'ja'], toggle: 'zh-tw' };
  return { languages: (['zh-tw', 'en', 'ja'] as const).filter((other) => other !== locale) };
}

/** Every language the header may link to from a page in this one. */
export function allSwitcherTargets(locale: Locale): Locale[] {
  const { languages, toggle } = switcherTargets(locale);
  return toggle ? [toggle, ...languages] : languages;
}
