import { describe, expect, test } from 'vitest';
import { isNotOpen, listClosures, type StatusedPlace } from '@/lib/domain/closures';

const place = (id: number, fields: Partial<StatusedPlace> = {}): StatusedPlace => ({
  id,
  name: `place ${id}`,
  priority: id,
  ...fields,
});

describe('closures (issue 25 §6)', () => {
  test('lists every place whose status is 0, 2, 3 or 9, and neither open ones nor records without a status', () => {
    const closures = listClosures({
      attraction: [place(1, { status: 1 }), place(2), place(3, { status: 3 })],
      trail: [place(4, { status: 9 }), place(5, { status: 1 })],
      bikeway: [place(6, { status: 0 }), place(7, { status: 2 })],
    });
    expect(closures.map((closure) => [closure.kind, closure.id, closure.status])).toEqual([
      ['bikeway', 6, 0],
      ['attraction', 3, 3],
      ['bikeway', 7, 2],
      ['trail', 4, 9],
    ]);
    expect(isNotOpen(place(8))).toBe(false);
  });

  test('within a status, the most recent start first, then those without a start, by kind and priority', () => {
    const closures = listClosures({
      attraction: [place(10, { status: 2 })],
      trail: [
        place(11, { status: 2, statusSince: '2026-03-01' }),
        place(12, { status: 2, statusSince: '2026-10-15', statusNote: 'Landslide repairs' }),
        place(14, { status: 2, priority: 1 }),
      ],
      bikeway: [place(13, { status: 2 })],
    });
    expect(closures.map((closure) => closure.id)).toEqual([12, 11, 10, 14, 13]);
    // The record's own reason travels with it; nothing is made up for the others.
    expect(closures[0]).toMatchObject({ statusNote: 'Landslide repairs', statusSince: '2026-10-15' });
    expect(closures[2]!.statusNote).toBeUndefined();
  });

  test('nothing closed gives an empty list', () => {
    expect(listClosures({ attraction: [place(1, { status: 1 })], trail: [], bikeway: [place(2)] })).toEqual([]);
  });
});
