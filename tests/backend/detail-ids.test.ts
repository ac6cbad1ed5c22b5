import { describe, expect, test } from 'vitest';
import { embeddedItemExists } from '@/lib/backend/content/detail-ids';
import { attractionStore } from '@/lib/backend/content/attractions';
import { trailStore } from '@/lib/backend/content/trails';
import { detailSections } from '@/lib/sections';

describe('which detail items the embedded backend has (asked by the proxy)', () => {
  test('a seed item exists under its endpoint; an unknown id does not', () => {
    expect(embeddedItemExists('attractions', attractionStore.all()[0]!.id)).toBe(true);
    expect(embeddedItemExists('hiking-trails', trailStore.all()[0]!.id)).toBe(true);
  });

  test('every detail section of the registry names an endpoint the backend can check', () => {
    for (const [key, section] of detailSections()) {
      expect(embeddedItemExists(section.endpoint, 999_999_999), key).toBe(false);
    }
  });

  test('a path that is not an item endpoint cannot be told', () => {
    expect(embeddedItemExists('suggest-opinion', 1)).toBeUndefined();
  });
});
