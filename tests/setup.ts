import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// jsdom has no layout, so no ResizeObserver: components that observe a box (the site menu, the
// gallery viewer) get one that never reports. A test that needs a report makes its own.
if (typeof window !== 'undefined')
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;

afterEach(async () => {
  // Component tests run in jsdom (per-file environment comment); only they need DOM cleanup.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
