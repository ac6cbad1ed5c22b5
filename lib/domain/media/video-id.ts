/**
 * Spec section 6: "a video link is valid only if an 11-character video id can be extracted from
 * it". The id is YouTube's alphabet (letters, digits, `-`, `_`), taken only from YouTube's own
 * hosts and only from the places YouTube puts it: `watch?v=`, `youtu.be/{id}`, `/embed/{id}`,
 * `/live/{id}`, `/shorts/{id}`. Anything else — another host that merely contains "youtube",
 * a script URL, an id of the wrong length — gives no id, and the page shows a message instead
 * of a player.
 */
const idPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const pathForms = new Set(['embed', 'live', 'shorts', 'v']);
/** Longer than any real video address; a longer string is not parsed at all. */
const maxLength = 2048;

export function youtubeVideoId(link: string | null | undefined): string | undefined {
  if (typeof link !== 'string' || link.length > maxLength) return undefined;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // user:password@ or a port would be a way to dress another address up as YouTube's.
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = segments.length === 1 ? segments[0]! : undefined;
  } else if (youtubeHosts.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && pathForms.has(segments[0]!)) candidate = segments[1]!;
  }
  return candidate && idPattern.test(candidate) ? candidate : undefined;
}

/** The host of the privacy-enhanced player (the only frame the Content-Security-Policy allows). */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/** The privacy-enhanced player of a video, started when the visitor asked for it. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${youtubeEmbedOrigin}/embed/${videoId}?autoplay=1&rel=0`;
}

/** The video's own page on YouTube (for the link beside the player). */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
