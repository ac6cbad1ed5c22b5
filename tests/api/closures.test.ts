import { afterEach, describe, expect, test, vi } from 'vitest';
import { listClosedPlaces } from '@/lib/api/closures';
import { setTransportForTests } from '@/lib/api/client';
import { handleApiRequest } from '@/lib/backend/dispatch';

afterEach(() => {
  setTransportForTests(undefined);
  vi.restoreAllMocks();
});

describe('listClosedPlaces (the closures page, the area pages and the map)', () => {
  test('finds the seed data’s two trails not open as usual, with their area and position where known', async () => {
    const { complete, items } = await listClosedPlaces('en');
    expect(complete).toBe(true);
    expect(items.map((item) => [item.kind, item.id, item.status])).toEqual([
      ['trail', 208, 2],
      ['trail', 205, 9],
    ]);
    expect(items[0]).toMatchObject({ name: 'Yixiantian Trail', areaName: 'Baguashan Scenic Area' });
    expect(items[0]!.lat).toBeCloseTo(24.0713, 3);
    // The seed data gives neither a reason nor a start day: none is invented.
    for (const item of items) expect([item.statusNote, item.statusSince]).toEqual([undefined, undefined]);
    // The first read opens the embedded database (view counts): slow on a busy machine.
  }, 60_000);

  test('a record with a status, a reason and a start day is listed with them', async () => {
    // The embedded backend's answer, with one attraction closed as a remote backend could send it.
    setTransportForTests(async ({ lang, path, query }) => {
      const answer = await handleApiRequest({
        method: 'GET',
        segments: [lang, ...path.split('/')],
        query: new URLSearchParams(query),
        headers: new Headers({ 'X-Requested-With': 'XMLHttpRequest' }),
        body: undefined,
      });
      const body = answer.body as { data: Record<string, unknown>[] };
      if (path !== 'attractions' || query) return answer;
      const data = body.data.map((item) =>
        item.id === 80
          ? { ...item, status: 3, statusNote: 'Typhoon damage to the footpath', statusSince: '2026-11-20' }
          : item,
      );
      return { status: answer.status, body: { ...body, data } };
    });
    const { items } = await listClosedPlaces('en');
    expect(items[0]).toMatchObject({
      kind: 'attraction',
      id: 80,
      status: 3,
      statusNote: 'Typhoon damage to the footpath',
      statusSince: '2026-11-20',
    });
  });

  test('a list that fails makes the answer incomplete, so no page says everything is open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTransportForTests(async () => ({ status: 503, body: 'down' }));
    expect(await listClosedPlaces('ja')).toEqual({ complete: false, items: [] });
  });
});
