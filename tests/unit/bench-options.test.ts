import { describe, expect, it } from 'vitest';
import { readOptions } from '@/bench/options.mjs';

/** An environment with only these variables (Next's types require NODE_ENV in every one). */
const env = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });

describe('bench options: warm-up load before each measured run', () => {
  it('warms each target for 10 s in a full run and 2 s in a quick one', () => {
    expect(readOptions([], env()).warmupLoadSeconds).toBe(10);
    expect(readOptions(['--quick'], env()).warmupLoadSeconds).toBe(2);
  });

  it('takes 0 to measure from the first request, from the flag or the environment', () => {
    expect(readOptions(['--warmup-load=0'], env()).warmupLoadSeconds).toBe(0);
    expect(readOptions([], env({ BENCH_WARMUP_LOAD: '0' })).warmupLoadSeconds).toBe(0);
  });

  it('lets the flag win over the environment', () => {
    expect(readOptions(['--warmup-load=5'], env({ BENCH_WARMUP_LOAD: '7' })).warmupLoadSeconds).toBe(5);
  });

  it('refuses what is not a whole number of seconds, or a flag without one', () => {
    expect(() => readOptions(['--warmup-load=-1'], env())).toThrow(/warmup-load must be a whole number/);
    expect(() => readOptions(['--warmup-load=1.5'], env())).toThrow(/warmup-load/);
    expect(() => readOptions(['--warmup-load'], env())).toThrow(/warmup-load/);
  });

  it('still refuses 0 where a measurement needs at least one', () => {
    expect(() => readOptions(['--duration=0'], env())).toThrow(/duration must be a positive whole number/);
  });
});
