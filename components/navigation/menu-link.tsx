import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/lib/i18n/navigation';
import type { MenuItem } from '@/lib/schemas/menu';

/** A menu item's link: inside the site through the localized Link; out of it in a new window, said so. */
export async function MenuLink({
  item,
  className,
  children,
}: {
  item: MenuItem;
  className?: string;
  children: ReactNode;
}) {
  if (!item.url) return <span className={className}>{children}</span>;
  if (item.isLinkOut) {
    const shell = await getTranslations('Shell');
    return (
      <ExternalLink href={item.url} hint={shell('externalHint')} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link href={item.url} className={className}>
      {children}
    </Link>
  );
}
