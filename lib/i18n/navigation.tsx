import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { isLocale, localizedPath, type Locale } from './locales';

// `locale`: the language of the target when the caller knows it (the 404 pages, which render
// outside the [locale] layout and must not read the request for it); otherwise the request's.
type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale };

/**
 * A link to a site path (without locale prefix) in the current language. A server component:
 * every link of the site is rendered on the server, so next-intl's client-side Link (and its
 * context provider, and their JavaScript) is not needed. External URLs pass through unchanged.
 */
export async function Link({ href, locale: targetLocale, ...rest }: LinkProps) {
  const locale = targetLocale ?? (await getLocale());
  const target = href.startsWith('/') && isLocale(locale) ? localizedPath(locale, href) : href;
  return <NextLink href={target} {...rest} />;
}
