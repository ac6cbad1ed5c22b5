import type { ApiLang, Locale } from '@/lib/i18n/locales';
import type { SearchLanguage } from './tokenize';

/**
 * The search engine's language of a site language (/zh-cn too) or a backend language: Chinese in
 * either script is one language to the engine, which folds simplified to traditional.
 */
export function searchLanguageOf(language: Locale | ApiLang): SearchLanguage {
  return language === 'en' ? 'en' : language === 'ja' ? 'ja' : 'zh';
}
