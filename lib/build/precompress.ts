import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** The build's files a browser downloads as text: its scripts and style sheets. */
const textFile = /\.(js|css)$/;

/**
 * Writes a brotli copy at the best quality (11) beside each script and style sheet of the build's
 * `static` folder (`x.js` → `x.js.br`), for the server to answer with (lib/server/serve-compressed-copy.ts).
 * Quality 11 is about 9 % smaller than the quality 5 the server uses for what it compresses itself
 * (a detail page's first-load scripts: 127 kB against 140 kB), but costs 30 times the CPU (0.26 s
 * against 9 ms per 120 kB here, 1.1 s for the largest script): too much at run time on a 2-core
 * server, about 3 s once per build here. Returns what it wrote.
 */
export async function precompressBuildFiles(
  staticFolder: string,
): Promise<{ files: number; bytes: number; copyBytes: number }> {
  const names = (await readdir(staticFolder, { recursive: true })).filter((name) => textFile.test(name));
  const totals = { files: 0, bytes: 0, copyBytes: 0 };
  // A few at a time: zlib runs them in its thread pool.
  for (let at = 0; at < names.length; at += 4) {
    await Promise.all(
      names.slice(at, at + 4).map(async (name) => {
        const file = path.join(staticFolder, name);
        const body = await readFile(file);
        const copy = await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        await writeFile(`${file}.br`, copy);
        totals.files += 1;
        totals.bytes += body.length;
        totals.copyBytes += copy.length;
      }),
    );
  }
  return totals;
}
