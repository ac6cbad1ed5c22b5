import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { getAttraction, listAttractions } from '@/lib/api/attractions';
import { getFeaturedBanner } from '@/lib/api/banners';
import { callApi, setTransportForTests } from '@/lib/api/client';
import { placeholderImage } from '@/lib/domain/cover';

afterEach(() => {
  setTransportForTests(undefined);
  vi.restoreAllMocks();
});

describe('lib/api client (in-process transport)', () => {
  test('lists attractions with the derived fields of the spec', async () => {
    const list = await listAttractions('en');
    expect(list.ok).toBe(true);
    const item = list.items.find((candidate) => candidate.id === 80)!;
    expect(item.areaId).toBe(53);
    expect(item.areaName).toBe('Baguashan Scenic Area');
    expect(item.categoryNames).toEqual(['Baguashan Scenic Area']);
    expect(item.lat).toBeCloseTo(23.9088, 3);
    expect(item.lng).toBeCloseTo(120.6315, 3);
    expect(item.cover).toBe('/images/attractions/80.webp');
    expect(item.countyName).toBe('Nantou County');
  });

  test('zh-cn reads zh-tw and converts it to simplified characters', async () => {
    const [traditional, simplified] = await Promise.all([
      listAttractions('zh-tw', 'visitor-center'),
      listAttractions('zh-cn', 'visitor-center'),
    ]);
    const tw = traditional.items.find((item) => item.id === 83)!;
    const cn = simplified.items.find((item) => item.id === 83)!;
    expect(tw.name).toContain('遊客中心');
    expect(cn.name).toContain('游客中心');
    expect(cn.cover).toBe(tw.cover);
  });

  test('an unknown attraction is not-found, not a failure', async () => {
    expect(await getAttraction('en', 424242)).toEqual({ ok: false, reason: 'not-found' });
  });

  test('the featured banner is the first item of the list', async () => {
    const banner = await getFeaturedBanner('ja');
    expect(banner?.url).toBe('/attractions');
    expect(banner?.title).toMatch(/参山/);
  });
});

describe('lib/api client failures give empty results and a log line, never a throw', () => {
  test('a body that fails the schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTransportForTests(async () => ({ status: 200, body: { data: [{ id: 'not-a-number' }] } }));
    const list = await listAttractions('en');
    expect(list).toEqual({ ok: false, items: [] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('does not match the contract'), expect.anything());
  });

  test('a server error status', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTransportForTests(async () => ({ status: 503, body: 'down' }));
    expect(await callApi({ locale: 'en', path: 'attractions', schema: z.unknown() })).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('answered 503'), 'down');
  });

  test('a transport that throws (network down, timeout)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTransportForTests(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await getFeaturedBanner('en')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), 'connect ECONNREFUSED');
  });

  test('items without images get the placeholder cover', async () => {
    setTransportForTests(async () => ({
      status: 200,
      body: { data: [{ id: 1, type: 'attraction', priority: 1, categories: [51], name: 'X', hits: 0, images: [] }] },
    }));
    const list = await listAttractions('en');
    expect(list.items[0]?.cover).toBe(placeholderImage);
    expect(list.items[0]?.hasOwnImage).toBe(false);
  });
});
