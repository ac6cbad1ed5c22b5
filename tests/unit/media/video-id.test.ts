import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/domain/media/video-id';

const id = 'L9y1pwGktQg';

describe('youtubeVideoId (spec: a video link is valid only if an 11-character id can be extracted)', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${id}`],
    [`http://www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`],
    [`https://www.youtube.com/live/${id}?feature=shared`],
    [`https://www.youtube.com/shorts/${id}`],
    [`  https://www.YOUTUBE.com/watch?v=${id}  `],
  ])('reads the id from %s', (link) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it('keeps - and _ in ids', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=v3Pbbu6v_is')).toBe('v3Pbbu6v_is');
    expect(youtubeVideoId('https://youtu.be/_2mrPUNxxGI')).toBe('_2mrPUNxxGI');
  });

  it.each([
    ['an empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['not a URL', 'L9y1pwGktQg'],
    ['a channel page', 'https://www.youtube.com/@trimtnsa/streams'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['an id one character short', 'https://youtu.be/L9y1pwGktQ'],
    ['an id one character long', 'https://youtu.be/L9y1pwGktQgx'],
    ['an id with a character outside the alphabet', 'https://youtu.be/L9y1pwGk%Qg'],
    ['an id with a dot', 'https://www.youtube.com/watch?v=L9y1pwGk.Qg'],
    ['another host', `https://evil.example/watch?v=${id}`],
    ['a host that only contains youtube', `https://youtube.com.evil.example/watch?v=${id}`],
    ['a look-alike host', `https://www.youtube.co/watch?v=${id}`],
    ['user information before the host', `https://www.youtube.com@evil.example/watch?v=${id}`],
    ['credentials on YouTube', `https://user:pass@www.youtube.com/watch?v=${id}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${id}`],
    ['a script address', `javascript:alert(1)//https://youtu.be/${id}`],
    ['a data address', `data:text/html,https://youtu.be/${id}`],
    ['an extra path segment', `https://www.youtube.com/embed/${id}/extra`],
    ['an unknown path form', `https://www.youtube.com/clip/${id}`],
    ['a watch page without v', 'https://www.youtube.com/watch?x=L9y1pwGktQg'],
    ['a nested address', `https://www.youtube.com/redirect?q=https://youtu.be/${id}`],
    ['a very long address', `https://youtu.be/${id}?${'a'.repeat(3000)}`],
  ])('gives no id for %s', (_label, link) => {
    expect(youtubeVideoId(link as string | null | undefined)).toBeUndefined();
  });

  it('plays through the privacy-enhanced host only', () => {
    expect(new URL(youtubeEmbedUrl(id)).host).toBe('www.youtube-nocookie.com');
  });
});
