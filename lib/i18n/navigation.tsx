import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { KEEP_SCROLL_ATTRIBUTE } from '@/lib/navigation/page-links';
import { isLocale, localizedPath, type Locale } from './locales';

// `locale`: the language of the target when the caller knows it (the 404 pages, which render
// outside the [locale] layout and must not read the request for it); otherwise the request's.
// `scroll={false}`: the new page keeps the scroll position (a list's "clear filters" link).
type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale; scroll?: boolean };

/**
 * A link to a site path (without locale prefix) in the current language. A server component that
 * renders a plain `<a>`: every link of the site is rendered on the server, and the shell's link
 * navigation (components/navigation/link-navigation.tsx) opens them through Next's router, so
 * neither next-intl's client-side Link nor next/link (about 3 kB gzip of every page's first-load
 * JavaScript) is needed. External URLs pass through unchanged.
 */
export async function Link({ href, locale: targetLocale, scroll = true, ...rest }: LinkProps) {
  const locale = targetLocale ?? (await getLocale());
  const target = href.startsWith('/') && isLocale(locale) ? localizedPath(locale, href) : href;
  return <a href={target} {...(scroll ? {} : { [KEEP_SCROLL_ATTRIBUTE]: '' })} {...rest} />;
}
