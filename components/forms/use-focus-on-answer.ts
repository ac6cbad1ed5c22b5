'use client';

import { useEffect, useRef } from 'react';

/**
 * Focus moves to a form's answer (a confirmation, a lookup's result) once it is on the page, so
 * keyboard and screen-reader users land on it instead of the page's start. An effect, not a frame
 * callback: it runs after React has committed the element.
 */
export function useFocusOnAnswer(answer: unknown) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  return ref;
}
