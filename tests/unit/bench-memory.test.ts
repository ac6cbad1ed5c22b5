import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { readMemory, waitForSearchWarmUp } from '@/bench/memory.mjs';

describe("the bench's reading of the server's memory (bench/memory.mts)", () => {
  it('reads resident memory, its peak and the worker threads of a process from /proc', async () => {
    const before = await readMemory(process.pid, 'before');
    expect(before.point).toBe('before');
    expect(before.residentMb).toBeGreaterThan(10);
    expect(before.peakResidentMb).toBeGreaterThanOrEqual(before.residentMb);
    const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
    await new Promise((resolve) => worker.once('online', resolve));
    try {
      expect((await readMemory(process.pid, 'with a thread')).workerThreads).toBe(before.workerThreads + 1);
    } finally {
      await worker.terminate();
    }
  });

  it("waits for the server's search warm-up line, and gives up after its limit", async () => {
    const lines = ['▲ Next.js 16', '✓ Ready in 300ms'];
    setTimeout(() => lines.push('Search warm-up: 7 of 7 indexes built in 9.8 s.'), 100);
    await expect(waitForSearchWarmUp(() => lines, 5_000)).resolves.toBeUndefined();
    await expect(waitForSearchWarmUp(() => ['✓ Ready in 300ms'], 600)).rejects.toThrow(/search warm-up within/);
  });
});
