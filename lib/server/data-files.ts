import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the site's data files live: `data/` in the site's folder, which ships with it as its migrations do. */
export function dataFilePath(relativePath: string): string {
  return path.join(process.cwd(), 'data', relativePath);
}

/**
 * One of the site's data files (`data/…json`), read and parsed when its module loads. Without a
 * type it is `unknown`, for a schema to validate; a file used as it is takes its own type, imported
 * as a type only (`import type sampleFile from '@/data/live-samples/….json'`).
 *
 * Read at run time rather than imported, because an imported JSON file becomes part of the
 * server's code: Turbopack copied the backend's modules and their 2.3 MB of data into four page
 * chunks and four route chunks, and every chunk a server loads keeps its source as a string (eight
 * strings of 3.1–3.3 MB in a heap snapshot, 26 MB). Read here, each module instance holds only its
 * parsed data.
 */
export function readDataFile<T = unknown>(relativePath: string): T {
  return JSON.parse(readFileSync(dataFilePath(relativePath), 'utf8')) as T;
}
