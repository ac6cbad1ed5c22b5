// Typechecking must pass on a clean clone, before any build has written next-env.d.ts (CI runs
// `tsc` first): static asset imports (the menu's SVG sprite) get their types from here too.
/// <reference types="next/image-types/global" />
import type { Locale } from '@/lib/i18n/locales';
import type messages from './messages/zh-tw.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
