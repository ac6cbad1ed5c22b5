import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dataFolder = path.join(process.cwd(), 'data');

/**
 * One of the site's data files (`data/…json`), read and parsed when its module loads. Type it with
 * the file itself, imported as a type only (`import type trailsFile from '@/data/trails.json'`).
 *
 * Read at run time rather than imported, because an imported JSON file becomes part of the
 * server's code: Turbopack copied the content modules and their 2.3 MB of data into four page
 * chunks and four route chunks, and every chunk a server loads keeps its source as a string (eight
 * strings of 3.1–3.3 MB in a heap snapshot, 26 MB). Read here, each module instance holds only its
 * parsed data. The files ship with the site's folder, as its migrations do.
 */
export function readDataFile<T>(relativePath: string): T {
  return JSON.parse(readFileSync(path.join(dataFolder, relativePath), 'utf8')) as T;
}
