import { readdir, readFile } from 'node:fs/promises';

/**
 * The site server's memory, read from Linux's /proc at points of the run: what one server costs a
 * machine that runs several (README, "Running several servers"). Not judged: the issues set no
 * memory budget for one server; the cluster bench (cluster.mts) judges growth under load.
 */

export interface MemoryReading {
  /** When in the run: after the warm-up, after the load. */
  point: string;
  /** Resident memory now (VmRSS). */
  residentMb: number;
  /** The most it has been resident since it started (VmHWM). */
  peakResidentMb: number;
  /**
   * Node worker threads in the process (threads the kernel names `WorkerThread`): the search
   * thread is the server's only one (lib/search/index-thread.ts).
   */
  workerThreads: number;
}

const toMb = (kb: string | undefined): number => Math.round(Number(kb ?? 0) / 102.4) / 10;

/** Resident memory of a process in MB, and its peak, from /proc/<pid>/status. */
export async function residentMemory(pid: number): Promise<{ residentMb: number; peakResidentMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return {
    residentMb: toMb(/VmRSS:\s+(\d+)/.exec(status)?.[1]),
    peakResidentMb: toMb(/VmHWM:\s+(\d+)/.exec(status)?.[1]),
  };
}

async function workerThreadCount(pid: number): Promise<number> {
  const threads = await readdir(`/proc/${pid}/task`);
  const names = await Promise.all(
    threads.map((tid) => readFile(`/proc/${pid}/task/${tid}/comm`, 'utf8').catch(() => '')),
  );
  return names.filter((name) => name.trim() === 'WorkerThread').length;
}

export async function readMemory(pid: number, point: string): Promise<MemoryReading> {
  const [memory, workerThreads] = await Promise.all([residentMemory(pid), workerThreadCount(pid)]);
  return { point, ...memory, workerThreads };
}

/** The line the server logs when its search indexes are built (lib/server/search-warm-up.ts). */
const SEARCH_WARM_UP_LINE = /Search warm-up: \d+ of \d+ indexes built/;

/**
 * Waits until the server has built its search indexes, so the first reading counts the search
 * thread with its indexes, as every running server holds them a few seconds after its start.
 */
export async function waitForSearchWarmUp(logLines: () => string[], timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!logLines().some((line) => SEARCH_WARM_UP_LINE.test(line))) {
    if (Date.now() > until) throw new Error(`the server did not log its search warm-up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
