import { describe, expect, test } from 'vitest';
import { packSizeKeeper } from '@/lib/offline/pack-size-keeper';
import type { PackSize } from '@/lib/offline/pack-size';

const size = (bytes: number) => ({ bytes, pages: 1, files: 1 }) as unknown as PackSize;

function measured() {
  const calls: string[] = [];
  const pending = new Map<string, (value: PackSize | undefined) => void>();
  const measure = (page: string) => {
    calls.push(page);
    return new Promise<PackSize | undefined>((resolve) => pending.set(page, resolve));
  };
  return { calls, measure, finish: (page: string, value: PackSize | undefined) => pending.get(page)!(value) };
}

describe('offline pack sizes: kept, shared, one measurement at a time', () => {
  test('askers of the same pack share a measurement; another pack is busy until it ends', async () => {
    const m = measured();
    const sizeOf = packSizeKeeper(m.measure);
    const first = sizeOf('/en/lishan');
    const again = sizeOf('/en/lishan');
    expect(again).toBe(first);
    expect(sizeOf('/ja/lishan')).toBe('busy');
    m.finish('/en/lishan', size(100));
    expect(await first).toEqual(size(100));
    const other = sizeOf('/ja/lishan');
    expect(other).not.toBe('busy');
    m.finish('/ja/lishan', size(200));
    expect(await other).toEqual(size(200));
    expect(m.calls).toEqual(['/en/lishan', '/ja/lishan']);
  });

  test('a size is kept for its time, then measured again; a failure is not kept', async () => {
    let clock = 0;
    const m = measured();
    const sizeOf = packSizeKeeper(m.measure, { keptMs: 1_000, now: () => clock });
    const first = sizeOf('/en/bagua');
    m.finish('/en/bagua', size(1));
    await first;
    clock = 999;
    expect(sizeOf('/en/bagua')).toBe(first);
    clock = 1_000;
    expect(sizeOf('/en/bagua')).not.toBe(first);
    expect(m.calls).toHaveLength(2);

    const failing = packSizeKeeper(() => Promise.reject(new Error('down')));
    await expect(failing('/en/lion')).rejects.toThrow('down');
    await expect(failing('/en/lion')).rejects.toThrow('down');
  });
});
