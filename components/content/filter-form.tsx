'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';

/**
 * A GET form that filters a list through the URL query, so every state is shareable and the
 * back button works. Without JavaScript it submits normally; with it, the page updates in place
 * (no full reload). Nothing applies until the visitor submits: changing a select must not change
 * the page (WCAG 3.2.2 — keyboard users move through a closed select's options with the arrows).
 * Empty fields are left out of the URL. After any in-place navigation (submit, "Clear filters", a
 * filter link, Back) the visible fields are set from the new URL: they are uncontrolled, so the
 * server's new default values alone would leave the old ones showing.
 */
export function FilterForm({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);

  const navigate = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    }
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action, { scroll: false });
  };

  return (
    <>
      <form
        ref={formRef}
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
      {/* A list page without a query is rendered once and cached, where the URL's query is not
          known: useSearchParams needs a Suspense boundary there. The form is in the HTML either
          way; only the watcher of the URL waits for the browser. */}
      <Suspense fallback={null}>
        <FieldsFollowQuery formRef={formRef} />
      </Suspense>
    </>
  );
}

/** Sets the visible fields from the URL after each in-place navigation; renders nothing. */
function FieldsFollowQuery({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const searchParams = useSearchParams();
  // The query the fields were last set from: at first the page's, which rendered them. Only a
  // new query resets them; on hydration it would undo what a visitor chose before the script ran.
  const shownQuery = useRef(searchParams.toString());

  useEffect(() => {
    const form = formRef.current;
    if (!form || shownQuery.current === searchParams.toString()) return;
    shownQuery.current = searchParams.toString();
    showQueryInFields(form, searchParams);
  }, [formRef, searchParams]);

  return null;
}

/** Each visible field shows the URL's value for its name, or nothing (hidden inputs follow the server). */
function showQueryInFields(form: HTMLFormElement, query: URLSearchParams): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    const wanted = query.get(element.name) ?? '';
    if (element.value === wanted) continue;
    element.value = wanted;
    // A select without that option (a value the page ignores) falls back to its "all" choice.
    if (element instanceof HTMLSelectElement && element.value !== wanted) element.value = '';
  }
}
