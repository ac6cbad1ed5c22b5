/**
 * A Lighthouse run whose first frame headless Chromium withheld.
 *
 * In headless runs, Chromium's compositor (viz) sometimes stops offering frames to a page while it
 * loads and then offers one about a second later (`ThrottleUnresponsiveClient`; reported upstream
 * as GoogleChrome/lighthouse#17148, still open). The page has loaded, its main thread is idle, and
 * nothing is painted until the next offered frame: the observed first paint lands 1 or 2 whole
 * seconds late. Lantern then counts every script that arrived before that late paint as blocking
 * the paint, so the simulated LCP of such a run says nothing about the page (measured on this
 * machine with Chromium 156: /en 2.5 s in a run without the stall, 2.7–3.6 s with it; README,
 * "A frame withheld by headless Chromium").
 *
 * The signature, read from the run's own report: the load event came at least {@link MIN_GAP_MS}
 * before the first contentful paint, and the main thread was busy for at most
 * {@link MAX_BUSY_SHARE} of that gap. A page that is still working (scripts, layout) in the gap is
 * not flagged: a late paint it causes itself is the page's to answer for.
 */

export const MIN_GAP_MS = 500;
export const MAX_BUSY_SHARE = 0.25;

export interface ObservedLoad {
  /** Observed (unthrottled) times from navigation start, as Lighthouse's `metrics` audit reports them. */
  loadMs: number;
  firstContentfulPaintMs: number;
  /** Lighthouse's `main-thread-tasks`: top-level tasks of the page's main thread. */
  mainThreadTasks: readonly { startTime: number; duration: number }[];
}

/** Milliseconds of main-thread work inside [from, to]. */
export function busyMs(tasks: ObservedLoad['mainThreadTasks'], from: number, to: number): number {
  let busy = 0;
  for (const task of tasks) {
    const overlap = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
    if (overlap > 0) busy += overlap;
  }
  return busy;
}

export function firstPaintWithheld(observed: ObservedLoad): boolean {
  const gap = observed.firstContentfulPaintMs - observed.loadMs;
  if (gap < MIN_GAP_MS) return false;
  return busyMs(observed.mainThreadTasks, observed.loadMs, observed.firstContentfulPaintMs) <= MAX_BUSY_SHARE * gap;
}
