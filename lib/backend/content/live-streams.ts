import 'server-only';
import { youtubeVideoId } from '@/lib/domain/media/video-id';
import { getEnv } from '@/lib/env';
import type { ApiLang } from '@/lib/i18n/locales';
import { youtubeVideoStatus } from '../connectors/youtube/video-status';
import { catalogue } from './catalogue';

/**
 * The live cameras in one language, each camera with a playable stream checked against YouTube
 * (all at once, each answer kept ten minutes): an offline camera is said to be offline instead of
 * offering a player that shows YouTube's error.
 */
export async function liveStreamsWithStatus(lang: ApiLang) {
  const env = getEnv();
  const { store, toWire } = catalogue.liveStreams;
  return Promise.all(
    store.all().map(async (seed) => {
      const wire = toWire(seed, lang, 0);
      const videoId = youtubeVideoId(seed.videoUrl);
      if (!videoId) return wire;
      const streamStatus = await youtubeVideoStatus(env.YOUTUBE_FEED_ORIGIN, videoId, env.LIVE_UPSTREAM_TIMEOUT_MS);
      return { ...wire, streamStatus };
    }),
  );
}
