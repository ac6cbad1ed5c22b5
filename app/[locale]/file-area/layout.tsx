import type { ReactNode } from 'react';
import { FileAreaShell } from '@/components/file-area/file-area-shell';
import { pageLocale } from '@/lib/i18n/page-locale';

export default async function FileAreaLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <FileAreaShell locale={await pageLocale(params)}>{children}</FileAreaShell>;
}
