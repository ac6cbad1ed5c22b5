// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CaptchaField, type CaptchaLabels } from '@/components/forms/captcha-field';
import { json, mockFetch } from './live-support';

const labels: CaptchaLabels = {
  label: 'Verification code',
  hint: 'Type the digits in the picture.',
  image: 'Verification code picture',
  refresh: 'Get a new code',
  loading: 'Loading…',
  failed: 'The code could not be loaded.',
  listen: 'Play the code',
  audioFailed: 'The audio could not be played. Choose "Get a new code" and try again.',
};

let challenges = 0;
let audioStatus = 200;
const play = vi.fn(async () => undefined);
const revoked: string[] = [];

function setUp() {
  return mockFetch([
    {
      match: (url) => url === '/_api/en/captcha',
      reply: () => json({ data: { id: `challenge-${++challenges}`, image: 'data:image/png;base64,AA==' } }),
    },
    {
      match: (url) => /^\/_api\/en\/captcha\/[\w-]+\/audio$/.test(url),
      reply: () =>
        audioStatus === 200
          ? new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'audio/wav' } })
          : json({ message: 'Ask for a new code' }, audioStatus),
    },
  ]);
}

const audioCalls = (fetchMock: ReturnType<typeof setUp>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.endsWith('/audio'));

function renderField() {
  render(
    <CaptchaField
      lang="en"
      labels={labels}
      errorPrefix="Error:"
      inputProps={{ name: 'captchaCode' }}
      version={0}
      onChallenge={() => undefined}
    />,
  );
}

beforeEach(() => {
  challenges = 0;
  audioStatus = 200;
  revoked.length = 0;
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  let blobs = 0;
  // jsdom has no blob URLs: each one made is numbered, each one let go noted.
  URL.createObjectURL = () => `blob:audio-${++blobs}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the captcha field plays the spoken code', () => {
  test('the audio is fetched once per code and replayed from memory', async () => {
    const fetchMock = setUp();
    renderField();
    const listen = await screen.findByRole('button', { name: 'Play the code' });
    await userEvent.click(listen);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await userEvent.click(listen);
    await userEvent.click(listen);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(3));
    expect(audioCalls(fetchMock)).toEqual(['/_api/en/captcha/challenge-1/audio']);

    // A new code: the old audio is let go, and the new code's is fetched on the next press.
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    await waitFor(() => expect(revoked).toEqual(['blob:audio-1']));
    await userEvent.click(await screen.findByRole('button', { name: 'Play the code' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(4));
    expect(audioCalls(fetchMock)).toEqual(['/_api/en/captcha/challenge-1/audio', '/_api/en/captcha/challenge-2/audio']);
  });

  test('a refused download (a code played out: 410) says to get a new code; the next press asks again', async () => {
    const fetchMock = setUp();
    audioStatus = 410;
    renderField();
    const listen = await screen.findByRole('button', { name: 'Play the code' });
    await userEvent.click(listen);
    expect(await screen.findByRole('status')).toHaveTextContent('Choose "Get a new code" and try again.');
    audioStatus = 200;
    await userEvent.click(listen);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(audioCalls(fetchMock)).toHaveLength(2);
  });
});
