/**
 * When a live widget's figures are not fresh, the time they are from (an ISO instant), else
 * undefined. The rule: a live answer is never shown stale without saying so. Stale means
 * the service worker answered with its stored copy (savedAt), or the last refresh failed or the
 * device is offline while the widget still shows what it loaded earlier.
 */
export function liveOfflineSince(input: {
  savedAt?: string;
  refreshFailed: boolean;
  offline: boolean;
  updatedAt: number;
}): string | undefined {
  if (input.savedAt) return input.savedAt;
  if ((input.refreshFailed || input.offline) && input.updatedAt > 0) return new Date(input.updatedAt).toISOString();
  return undefined;
}

const savedCopies = new WeakMap<object, string>();

/** Remembers that a parsed answer came from the worker's stored copy saved at `savedAt`. */
export function rememberSavedCopy<T>(answer: T, savedAt: string | null): T {
  if (savedAt && typeof answer === 'object' && answer !== null) savedCopies.set(answer, savedAt);
  return answer;
}

export function savedCopyTime(answer: unknown): string | undefined {
  return typeof answer === 'object' && answer !== null ? savedCopies.get(answer) : undefined;
}
