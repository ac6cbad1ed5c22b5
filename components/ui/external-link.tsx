import type { ReactNode } from 'react';

/** A link that leaves the site in a new window, and says so to screen-reader users. */
export function ExternalLink({
  href,
  hint,
  className,
  children,
}: {
  href: string;
  hint: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden">{hint}</span>
    </a>
  );
}
