import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` is always Traditional Chinese: no Accept-Language or cookie redirect.
  localeDetection: false,
  // We emit hreflang in page metadata (with x-default), not as Link headers.
  alternateLinks: false,
  localeCookie: false,
});
