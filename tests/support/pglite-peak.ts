import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const script = path.resolve('tests/support/pglite-peak-memory.mts');

/**
 * The peak resident memory, in MB, of a process of its own that starts PGlite and queries it
 * (tests/support/pglite-peak-memory.mts, whose arguments say how PGlite is set up). A process each,
 * since V8's flags and the peak are the process's.
 */
export async function pglitePeakMb(...args: Array<'baseline' | 'site-settings'>): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args]);
  return (JSON.parse(stdout.trim().split('\n').at(-1)!) as { peakMb: number }).peakMb;
}
