import { vi } from 'vitest';

/**
 * Makes the next import of `path` fail, as a chunk the browser cannot fetch does (offline), with a
 * fresh module registry so that modules importing it load it again. Undone by `bringModulesOnline`.
 */
export function takeModuleOffline(path: string): void {
  offline.add(path);
  vi.resetModules();
  vi.doMock(path, () => {
    throw new Error('offline');
  });
}

/** Undoes every takeModuleOffline (for an afterEach). */
export function bringModulesOnline(): void {
  for (const path of offline) vi.doUnmock(path);
  offline.clear();
  vi.resetModules();
}

const offline = new Set<string>();
