import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <SiteShell locale={await pageLocale(params)}>{children}</SiteShell>;
}
