import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@/lib/schemas/envelope';
import { liveStreamWireSchema } from '@/lib/schemas/live-stream';
import { callBackend } from '../support/backend';
import { resetLiveState, useEnv } from './live/support';

const camerasSchema = envelopeSchema(z.array(liveStreamWireSchema));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
resetLiveState();

/** Emei Lake (峨眉湖): a stream of the office's channel in the seed. */
const emeiLake = 'L9y1pwGktQg';

describe('GET /_api/{lang}/live-streams: whether each camera’s stream still exists', () => {
  test('YouTube’s oEmbed decides: 200 available, 404 gone (a restarted stream’s old id); asked once per period', async () => {
    useEnv({ YOUTUBE_FEED_ORIGIN: 'https://youtube.test' });
    const asked: string[] = [];
    server.use(
      http.get('https://youtube.test/oembed', ({ request }) => {
        const id = new URL(new URL(request.url).searchParams.get('url')!).searchParams.get('v')!;
        asked.push(id);
        return id === emeiLake ? new HttpResponse(null, { status: 404 }) : HttpResponse.json({ title: 'live' });
      }),
    );
    const body = camerasSchema.parse((await callBackend('en/live-streams')).body);
    const emei = body.data.find((camera) => camera.videoUrl?.includes(emeiLake));
    expect(emei?.streamStatus).toBe('gone');
    const others = body.data.filter((camera) => camera.videoUrl && !camera.videoUrl.includes(emeiLake));
    expect(others.length).toBeGreaterThan(5);
    for (const camera of others) expect(camera.streamStatus).toBe('available');
    // A camera without a YouTube stream (the highway cameras' site) is not asked about.
    expect(body.data.find((camera) => !camera.videoUrl)?.streamStatus).toBeUndefined();
    const first = asked.length;
    await callBackend('ja/live-streams');
    expect(asked.length, 'the answers are kept for the period, in every language').toBe(first);
  });

  test('YouTube out of reach or answering something else: unknown, and the list still answers', async () => {
    useEnv({ YOUTUBE_FEED_ORIGIN: 'https://youtube.test' });
    server.use(
      http.get('https://youtube.test/oembed', ({ request }) =>
        request.url.includes(emeiLake) ? HttpResponse.error() : new HttpResponse('busy', { status: 503 }),
      ),
    );
    const result = await callBackend('zh-tw/live-streams');
    expect(result.status).toBe(200);
    const body = camerasSchema.parse(result.body);
    for (const camera of body.data.filter((c) => c.videoUrl)) expect(camera.streamStatus).toBe('unknown');
  });
});
