import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '@/lib/build/build-folder';

let ids: ReadonlySet<string> | undefined;

/**
 * The ids of the build's server actions (its server-reference manifest), read once in a production
 * server; undefined in development (the ids change with every edit) or if the manifest cannot be
 * read, so that nothing is refused for want of it.
 */
export function serverActionIds(): ReadonlySet<string> | undefined {
  if (ids || process.env.NODE_ENV !== 'production') return ids;
  try {
    const file = path.join(buildFolder(), 'server', 'server-reference-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> };
    ids = new Set(Object.keys(manifest.node ?? {}));
  } catch {
    return undefined;
  }
  return ids;
}
