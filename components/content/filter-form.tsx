'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/**
 * A GET form that filters a list through the URL query, so every state is shareable and the
 * back button works. Without JavaScript it submits normally; with it, the page updates in place
 * (no full reload). Nothing applies until the visitor submits: changing a select must not change
 * the page (WCAG 3.2.2 — keyboard users move through a closed select's options with the arrows).
 * Empty fields are left out of the URL.
 */
export function FilterForm({ action, className, children }: { action: string; className?: string; children: ReactNode }) {
  const router = useRouter();

  const navigate = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    }
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action, { scroll: false });
  };

  return (
    <form
      method="get"
      action={action}
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
