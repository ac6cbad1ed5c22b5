import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '@/lib/backend/connectors/fetch-upstream';
import { parseChannelFeed } from '@/lib/backend/connectors/youtube/channel-feed';
import { diaryWireSchema } from '@/lib/schemas/diary';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { callBackend } from '../support/backend';
import { resetLiveState, useEnv } from './live/support';

const feedXml = readFileSync('tests/fixtures/upstream/youtube-channel-feed-constructed.xml', 'utf8');
const channelId = 'UCtestChannel0123456789a';
const feedUrl = 'https://feed.test/feeds/videos.xml';
const diariesSchema = envelopeSchema(z.array(diaryWireSchema));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
resetLiveState();

describe('YouTube channel feed → social posts', () => {
  test('each upload becomes a post: title and description, watch link and thumbnail from the id, the day in Taiwan', () => {
    expect(parseChannelFeed(feedXml)).toEqual([
      {
        id: 'youtube-testVideo01',
        type: 'diary',
        platform: 'youtube',
        text: '【測試】賞鷹季 & 登山步道\n測試用的影片說明第一行。\n第二行 <不是標籤>。',
        url: 'https://www.youtube.com/watch?v=testVideo01',
        // 17:30 UTC on 14 March is 01:30 on 15 March in Taiwan.
        date_posted: '2026-03-15',
        images: [{ url: 'https://i.ytimg.com/vi/testVideo01/hqdefault.jpg', isCover: true }],
      },
      // A title of digits stays text; an empty description adds nothing; the entry without a video id is skipped.
      {
        id: 'youtube-test-Short2',
        type: 'diary',
        platform: 'youtube',
        text: '2026',
        url: 'https://www.youtube.com/watch?v=test-Short2',
        date_posted: '2026-02-01',
        images: [{ url: 'https://i.ytimg.com/vi/test-Short2/hqdefault.jpg', isCover: true }],
      },
    ]);
  });

  test('a channel with no uploads has no posts; an answer that is not a channel feed is an upstream error', () => {
    expect(
      parseChannelFeed('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>empty</title></feed>'),
    ).toEqual([]);
    expect(() => parseChannelFeed('<html><body><p>Sorry<br></body></html>')).toThrow(UpstreamError);
    expect(() => parseChannelFeed('{"error": "not found"}')).toThrow(UpstreamError);
    expect(() => parseChannelFeed('<rss><channel></channel></rss>')).toThrow(UpstreamError);
  });
});

describe('GET /_api/{lang}/diaries', () => {
  test('without a channel id: the seed posts only, and no call leaves the server', async () => {
    const body = diariesSchema.parse((await callBackend('en/diaries')).body);
    expect(body.data).toEqual([]);
  });

  test('with a channel id: the channel’s uploads, the same in every language, read once per half hour', async () => {
    useEnv({ SOCIAL_YOUTUBE_CHANNEL_ID: channelId, YOUTUBE_FEED_ORIGIN: 'https://feed.test' });
    let calls = 0;
    server.use(
      http.get(feedUrl, ({ request }) => {
        calls += 1;
        expect(new URL(request.url).searchParams.get('channel_id')).toBe(channelId);
        return new HttpResponse(feedXml, { headers: { 'Content-Type': 'text/xml; charset=UTF-8' } });
      }),
    );
    const answers = await Promise.all(
      ['zh-tw', 'en', 'ja'].map(async (lang) => diariesSchema.parse((await callBackend(`${lang}/diaries`)).body).data),
    );
    expect(answers[0]!.map((post) => post.id)).toEqual(['youtube-testVideo01', 'youtube-test-Short2']);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(calls).toBe(1);
  });

  test('a feed that fails or is not a feed is logged, and the posts that are known are still served', async () => {
    useEnv({ SOCIAL_YOUTUBE_CHANNEL_ID: channelId, YOUTUBE_FEED_ORIGIN: 'https://feed.test' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(feedUrl, () => new HttpResponse('upstream down', { status: 503 })));
    const failed = await callBackend('zh-tw/diaries');
    expect(failed.status).toBe(200);
    expect(diariesSchema.parse(failed.body).data).toEqual([]);
    server.use(
      http.get(
        feedUrl,
        () => new HttpResponse('<html><body>consent page</body></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    expect(diariesSchema.parse((await callBackend('en/diaries')).body).data).toEqual([]);
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
      '[social] the YouTube channel feed could not be read; serving the seed posts only',
      '[social] the YouTube channel feed could not be read; serving the seed posts only',
    ]);
    expect(String(log.mock.calls[0]![1])).toContain('answered 503');
    log.mockRestore();
  });

  test('an answer far larger than a feed is refused unread, whether or not it says its length', async () => {
    useEnv({ SOCIAL_YOUTUBE_CHANNEL_ID: channelId, YOUTUBE_FEED_ORIGIN: 'https://feed.test' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const huge = `<feed>${'<entry></entry>'.repeat(40_000)}</feed>`;
    server.use(
      http.get(
        feedUrl,
        () =>
          new HttpResponse(huge, { headers: { 'Content-Type': 'text/xml', 'Content-Length': String(huge.length) } }),
      ),
    );
    expect(diariesSchema.parse((await callBackend('en/diaries')).body).data).toEqual([]);
    const chunk = new TextEncoder().encode('<entry></entry>'.repeat(1000));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    server.use(http.get(feedUrl, () => new HttpResponse(stream, { headers: { 'Content-Type': 'text/xml' } })));
    expect(diariesSchema.parse((await callBackend('ja/diaries')).body).data).toEqual([]);
    expect(log.mock.calls.map((call) => String(call[1]))).toEqual([
      expect.stringContaining('answered more than 524288 bytes'),
      expect.stringContaining('answered more than 524288 bytes'),
    ]);
    log.mockRestore();
  });
});
