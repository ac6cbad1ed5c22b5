import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '@/lib/build/build-folder';

/** Read once: the ids, or null when the manifest could not be read (not tried again per request). */
let ids: ReadonlySet<string> | null | undefined;

/**
 * The ids of the build's server actions (its server-reference manifest), read once in a production
 * server; undefined in development (the ids change with every edit) or if the manifest cannot be
 * read, so that nothing is refused for want of it.
 */
export function serverActionIds(): ReadonlySet<string> | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  if (ids === undefined) {
    try {
      const file = path.join(buildFolder(), 'server', 'server-reference-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> };
      ids = new Set(Object.keys(manifest.node ?? {}));
    } catch {
      ids = null;
    }
  }
  return ids ?? undefined;
}
