'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/**
 * A GET form that filters a list through the URL query, so every state is shareable and the
 * back button works. Without JavaScript it submits normally; with it, the page updates in place
 * (no full reload) and choosing from a list applies at once. Empty fields are left out of the URL.
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
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
