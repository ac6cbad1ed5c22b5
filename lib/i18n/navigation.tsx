import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { isLocale, localizedPath } from './locales';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a site path (without locale prefix) in the current language. A server component:
 * every link of the site is rendered on the server, so next-intl's client-side Link (and its
 * context provider, and their JavaScript) is not needed. External URLs pass through unchanged.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = await getLocale();
  const target = href.startsWith('/') && isLocale(locale) ? localizedPath(locale, href) : href;
  return <NextLink href={target} {...rest} />;
}
