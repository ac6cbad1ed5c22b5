import { defineRouting } from 'next-intl/routing';

// Same routing options as the site (lib/i18n/routing.ts), so the proxy does the same work.
export const routing = defineRouting({
  locales: ['zh-tw', 'en', 'ja'],
  defaultLocale: 'zh-tw',
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: false,
});
