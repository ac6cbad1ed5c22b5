import 'server-only';
import { cachePeriodsMs, liveCache } from '../ttl-cache';

/**
 * Whether a camera's stream still exists on YouTube: `gone` when YouTube says the video is not
 * there (or no longer public), `available` when it is, `unknown` when YouTube could not be asked
 * (offline, slow, an answer that means neither). A live stream's id changes when the stream is
 * restarted (../shared/data-sources/live-cameras.md), so `gone` is how the site learns that a
 * camera went offline before the office has entered its new id.
 */
export type VideoStatus = 'available' | 'gone' | 'unknown';

/** Answers of YouTube's oEmbed endpoint: 200 a public video, 401/403 private or not embeddable, 404 none. */
function statusOf(httpStatus: number): VideoStatus {
  if (httpStatus === 200) return 'available';
  if (httpStatus === 401 || httpStatus === 403 || httpStatus === 404) return 'gone';
  return 'unknown';
}

/** A page of cameras waits for these checks: never longer than this, whatever the general upstream limit. */
const maxWaitMs = 3000;

/**
 * YouTube's oEmbed (`{origin}/oembed?url=…watch?v={id}`, no key); only the status code is read.
 * An answer is kept for the stream-check period; not knowing for a minute only, so a server
 * without internet does not wait on YouTube for every camera of every page it renders, and soon
 * learns when the connection is back.
 */
export function youtubeVideoStatus(origin: string, videoId: string, timeoutMs: number): Promise<VideoStatus> {
  return liveCache.get<VideoStatus>(
    `youtube:status:${videoId}`,
    (status) => (status === 'unknown' ? cachePeriodsMs.streamStatusUnknown : cachePeriodsMs.streamStatus),
    () => askYouTube(origin, videoId, Math.min(timeoutMs, maxWaitMs)),
  );
}

async function askYouTube(origin: string, videoId: string, timeoutMs: number): Promise<VideoStatus> {
  const url = new URL('/oembed', origin);
  url.search = new URLSearchParams({ url: `https://www.youtube.com/watch?v=${videoId}`, format: 'json' }).toString();
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
    void response.body?.cancel().catch(() => undefined);
    return statusOf(response.status);
  } catch {
    return 'unknown';
  }
}
