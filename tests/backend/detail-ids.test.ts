import { describe, expect, test } from 'vitest';
import { embeddedItemExists } from '@/lib/backend/content/detail-ids';
import { attractionStore } from '@/lib/backend/content/attractions';
import { trailStore } from '@/lib/backend/content/trails';

describe('which detail items the embedded backend has (asked by the proxy)', () => {
  test('a seed item exists under its section (and the /attraction alias); an unknown id does not', () => {
    const attraction = attractionStore.all()[0]!.id;
    expect(embeddedItemExists('attractions', attraction)).toBe(true);
    expect(embeddedItemExists('attraction', attraction)).toBe(true);
    expect(embeddedItemExists('trails', trailStore.all()[0]!.id)).toBe(true);
    for (const section of ['attractions', 'news', 'events', 'tours', 'trails', 'bikeways', 'souvenirs', 'ecology', 'applications', 'surveys']) {
      expect(embeddedItemExists(section, 999_999_999), section).toBe(false);
    }
  });

  test('a path that is not a detail section cannot be told', () => {
    expect(embeddedItemExists('suggestion', 1)).toBeUndefined();
  });
});
