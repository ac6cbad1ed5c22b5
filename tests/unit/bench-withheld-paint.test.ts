import { describe, expect, it } from 'vitest';
import { busyMs, firstPaintWithheld } from '@/bench/withheld-paint.mjs';

// Observed figures of real Lighthouse runs of /en on this machine (Chromium 156, 1 December).
const loadedThenIdle = [
  { startTime: 24.8, duration: 42.1 },
  { startTime: 196.6, duration: 99.6 }, // style, layout and the first paint
  { startTime: 369.9, duration: 65.8 }, // hydration
  { startTime: 445.4, duration: 6 },
  { startTime: 524.1, duration: 20.2 },
  { startTime: 555.1, duration: 16.2 },
  { startTime: 1199, duration: 7.1 }, // the frame, a second late
];

describe('a first frame withheld by headless Chromium (bench/withheld-paint.mts)', () => {
  it('counts only the part of each task inside the window', () => {
    expect(busyMs([{ startTime: 100, duration: 100 }], 150, 400)).toBe(50);
    expect(busyMs([{ startTime: 500, duration: 10 }], 150, 400)).toBe(0);
  });

  it('flags a page that loaded at 444 ms, went idle and painted at 1,210 ms', () => {
    expect(firstPaintWithheld({ loadMs: 444, firstContentfulPaintMs: 1210, mainThreadTasks: loadedThenIdle })).toBe(
      true,
    );
  });

  it('does not flag a run that painted before its load event (284 ms, load at 377 ms)', () => {
    expect(firstPaintWithheld({ loadMs: 377, firstContentfulPaintMs: 284, mainThreadTasks: loadedThenIdle })).toBe(
      false,
    );
  });

  it('does not flag a late paint the page causes itself by working in the gap', () => {
    const busyPage = [...loadedThenIdle, { startTime: 600, duration: 400 }];
    expect(firstPaintWithheld({ loadMs: 444, firstContentfulPaintMs: 1210, mainThreadTasks: busyPage })).toBe(false);
  });

  it('does not flag a paint less than half a second after load', () => {
    expect(firstPaintWithheld({ loadMs: 444, firstContentfulPaintMs: 900, mainThreadTasks: [] })).toBe(false);
  });
});
