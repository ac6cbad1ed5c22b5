import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/lib/build/compile-hints';

describe('addCompileHints', () => {
  let folder = '';
  const runtime = ['static/chunks/runtime-a.js', 'static/chunks/turbopack-b.js'];
  const pageChunk = 'static/chunks/page-c.js';
  const read = (file: string) => readFile(path.join(folder, file), 'utf8');

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
    await mkdir(path.join(folder, 'static/chunks'), { recursive: true });
    await writeFile(path.join(folder, 'build-manifest.json'), JSON.stringify({ rootMainFiles: runtime }));
    for (const file of [...runtime, pageChunk]) await writeFile(path.join(folder, file), `(code of ${file})`);
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  test('puts the hint on top of each runtime script, and only there', async () => {
    expect(await addCompileHints(folder)).toEqual(runtime);
    for (const file of runtime) expect(await read(file)).toBe(`${COMPILE_HINT}(code of ${file})`);
    expect(await read(pageChunk)).toBe(`(code of ${pageChunk})`);
  });

  test('a second run changes nothing (a build step may run again on the same folder)', async () => {
    await addCompileHints(folder);
    expect(await addCompileHints(folder)).toEqual([]);
    expect(await read(runtime[0]!)).toBe(`${COMPILE_HINT}(code of ${runtime[0]})`);
  });

  test('a manifest without rootMainFiles fails the build instead of hinting nothing', async () => {
    await writeFile(path.join(folder, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    await expect(addCompileHints(folder)).rejects.toThrow(/lists no rootMainFiles/);
  });

  test('the hint is the comment V8 reads: its own first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
