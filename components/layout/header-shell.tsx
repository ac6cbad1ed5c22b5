'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

/** `transparentOn`: the home page's path in the page's language (`/`, `/en`, …). */
type Props = { className?: string; transparentOn: string; children: ReactNode };

/**
 * The fixed header is transparent over the home page's hero and turns white once the page
 * scrolls; every other page has the white theme from the start (spec section 2).
 */
export function HeaderShell({ className, transparentOn, children }: Props) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 24);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const transparentPage = pathname === transparentOn;
  return (
    <header className={className} data-theme={scrolled || !transparentPage ? 'white' : 'transparent'}>
      {children}
    </header>
  );
}
