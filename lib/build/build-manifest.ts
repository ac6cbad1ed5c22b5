import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const manifestSchema = z.object({ rootMainFiles: z.array(z.string()).min(1) });

/**
 * The framework's runtime scripts of a build (`rootMainFiles` of its build-manifest.json, as
 * `static/chunks/x.js`): the files every page loads. Throws, naming the manifest's keys, when the
 * build's layout has changed and the list is missing.
 */
export async function readRootMainFiles(buildFolder: string): Promise<string[]> {
  const manifestFile = path.join(buildFolder, 'build-manifest.json');
  const raw: unknown = JSON.parse(await readFile(manifestFile, 'utf8'));
  const parsed = manifestSchema.safeParse(raw);
  if (parsed.success) return parsed.data.rootMainFiles;
  const keys = raw !== null && typeof raw === 'object' ? Object.keys(raw) : [];
  throw new Error(`${manifestFile} lists no rootMainFiles; its keys are: ${keys.join(', ')}`);
}
