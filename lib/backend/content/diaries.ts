import 'server-only';
import { readDataFile } from '@/lib/server/data-files';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import { diarySeedSchema, type DiarySeed, type DiaryWire } from '@/lib/schemas/diary';
import { youtubeChannelPosts } from '../connectors/youtube/channel-feed';
import { createSeedStore } from './seed-store';

const diariesJson = readDataFile('diaries.json');

export const diaryStore = createSeedStore('diaries', z.array(diarySeedSchema).parse(diariesJson));

/** Social posts are the same in every language: they are shown as they were posted. */
export function toDiaryWire(seed: DiarySeed): DiaryWire {
  const { sources: _sources, datePosted, ...post } = seed;
  return { ...post, type: 'diary', date_posted: datePosted };
}

/**
 * The seed posts plus, when SOCIAL_YOUTUBE_CHANNEL_ID is set, the channel's newest uploads.
 * A feed that fails is logged and left out (spec section 8: load failures are logged only).
 */
export async function socialPosts(): Promise<DiaryWire[]> {
  const seeded = diaryStore.all().map(toDiaryWire);
  const env = getEnv();
  if (!env.SOCIAL_YOUTUBE_CHANNEL_ID) return seeded;
  try {
    const uploads = await youtubeChannelPosts(
      env.YOUTUBE_FEED_ORIGIN,
      env.SOCIAL_YOUTUBE_CHANNEL_ID,
      env.LIVE_UPSTREAM_TIMEOUT_MS,
    );
    const seededUrls = new Set(seeded.map((post) => post.url));
    return [...seeded, ...uploads.filter((post) => !seededUrls.has(post.url))];
  } catch (error) {
    logError(
      'social',
      'the YouTube channel feed could not be read; serving the seed posts only',
      error instanceof Error ? error.message : error,
    );
    return seeded;
  }
}
