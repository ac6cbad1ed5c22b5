import { describe, expect, test } from 'vitest';
import { hasNothingToShow } from '@/lib/seo/empty-pages';

describe('pages with nothing to show are not for search engines until they have', () => {
  test('an empty page the spec lists has nothing to show; one with content, and any other page, has', async () => {
    // The data holds no activity video and no shared post, and documents.
    expect(await hasNothingToShow('/file-area/activity/video', 'en')).toBe(true);
    expect(await hasNothingToShow('/file-area/shared-post-list', 'zh-tw')).toBe(true);
    expect(await hasNothingToShow('/file-area/documents', 'en')).toBe(false);
    expect(await hasNothingToShow('/attractions', 'en')).toBe(false);
  });
});
