import 'server-only';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { todayInTaiwan } from '@/lib/domain/date-range';
import type { DiaryWire } from '@/lib/schemas/diary';
import { fetchText, UpstreamError } from '../fetch-upstream';
import { cachePeriodsMs, liveCache } from '../ttl-cache';

/**
 * YouTube's public channel feed (Atom, no key): `{origin}/feeds/videos.xml?channel_id=UC…`
 * answers the channel's 15 newest uploads. Each becomes a social post (spec section 7,
 * "diaries"), in the language it was written in.
 */

// Text stays text: a title such as "2026" must not become a number, nor an id such as "1e10".
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, jPath) => jPath === 'feed.entry',
});

const videoIdSchema = z.string().regex(/^[\w-]{11}$/);

const entrySchema = z.object({
  'yt:videoId': videoIdSchema,
  title: z.string().trim().min(1),
  published: z.iso.datetime({ offset: true }),
  'media:group': z.object({ 'media:description': z.string().optional() }).optional(),
});

const feedSchema = z.object({ feed: z.object({ entry: z.array(z.unknown()).default([]) }) });

/**
 * The posts of one feed document. A document that is not a channel feed is an upstream error;
 * an entry that does not read as a video is skipped, so one odd upload never hides the others.
 * Links and thumbnails are built from the video id, never taken from the feed.
 */
export function parseChannelFeed(xml: string): DiaryWire[] {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    throw new UpstreamError('the YouTube channel feed is not well-formed XML');
  }
  const feed = feedSchema.safeParse(document);
  if (!feed.success) throw new UpstreamError('the YouTube answer is not a channel feed');
  return feed.data.feed.entry.flatMap((raw) => {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) return [];
    const videoId = entry.data['yt:videoId'];
    const description = entry.data['media:group']?.['media:description']?.trim();
    const post: DiaryWire = {
      id: `youtube-${videoId}`,
      type: 'diary',
      platform: 'youtube',
      text: description ? `${entry.data.title}\n${description}` : entry.data.title,
      url: `https://www.youtube.com/watch?v=${videoId}`,
      // The day it was published in Taiwan, as every other date of the site.
      date_posted: todayInTaiwan(new Date(entry.data.published)),
      images: [{ url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, isCover: true }],
    };
    return [post];
  });
}

/** A channel feed of 15 entries is about 30–60 kB; ten times that is not a feed. */
const maxFeedBytes = 512 * 1024;

/** The channel's newest uploads, kept for half an hour (a feed changes when the office uploads). */
export function youtubeChannelPosts(origin: string, channelId: string, timeoutMs: number): Promise<DiaryWire[]> {
  return liveCache.get(`youtube:feed:${channelId}`, cachePeriodsMs.socialFeed, async () => {
    const url = new URL('/feeds/videos.xml', origin);
    url.search = new URLSearchParams({ channel_id: channelId }).toString();
    return parseChannelFeed(
      await fetchText(url.toString(), {
        timeoutMs,
        accept: 'application/atom+xml, application/xml',
        maxBytes: maxFeedBytes,
      }),
    );
  });
}
