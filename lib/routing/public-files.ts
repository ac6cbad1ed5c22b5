import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether `pathname` is a file of `public/` (the photos, icons, the office's documents).
 *
 * Next serves those files only after the proxy has run, so the proxy lets exactly these through
 * untouched. Any other address that merely looks like a file (`/x.png`, `/en/attractions/80.png`,
 * `/images/news/x.png`) is routed like every page address, and so gets the 404 page rendered per
 * request: let past the proxy, Next would match it to a page route with its segments taken as a
 * language and an id, and cache that page's 404 like a page, one entry per invented address.
 *
 * Read once: `public/` does not change while the server runs (the service worker is written into
 * it by the build). File names there are plain ASCII (a unit test checks), so a request path needs
 * no decoding to be compared.
 */
export function isPublicFile(pathname: string): boolean {
  files ??= listFiles(path.join(process.cwd(), 'public'));
  return files.has(pathname);
}

let files: ReadonlySet<string> | undefined;

/** Request paths (`/images/news/1.webp`) of every file under `root`; none if it does not exist. */
export function listFiles(root: string): ReadonlySet<string> {
  const found = new Set<string>();
  const walk = (directory: string, prefix: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(directory, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) found.add(`${prefix}/${entry.name}`);
    }
  };
  try {
    walk(root, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return found;
}
