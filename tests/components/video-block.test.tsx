// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VideoBlockView } from '@/components/media/video-block';
import { youtubeVideoId } from '@/lib/domain/media/video-id';

const labels = {
  play: 'Play video: Emei Lake',
  frameTitle: 'Emei Lake (YouTube video player)',
  notice: "YouTube's player loads only when you press play.",
  invalid: 'This video cannot be played: its address is not a YouTube video.',
  openOnYouTube: 'Watch on YouTube',
  externalHint: '(opens in a new window)',
};
const block = (link: string) => (
  <VideoBlockView
    videoId={youtubeVideoId(link)}
    title="Emei Lake"
    poster="/images/live-streams/5.webp"
    sizes="100vw"
    labels={labels}
  />
);

describe('VideoBlock', () => {
  test('an address without a YouTube video id shows a message in place of the player, never a frame', () => {
    const { container } = render(block('https://evil.example/watch?v=L9y1pwGktQg'));
    expect(screen.getByRole('note').textContent).toBe(labels.invalid);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a valid one shows the poster and a play button; the player (youtube-nocookie) only after the press', () => {
    const { container } = render(block('https://youtu.be/L9y1pwGktQg'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube-nocookie');
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    const frame = container.querySelector('iframe')!;
    expect(new URL(frame.src).host).toBe('www.youtube-nocookie.com');
    expect(frame.src).toContain('/embed/L9y1pwGktQg');
    expect(frame.title).toBe(labels.frameTitle);
  });
});
