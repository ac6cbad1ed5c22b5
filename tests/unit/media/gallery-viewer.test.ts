import { describe, expect, it } from 'vitest';
import { galleryViewer, shareWindowFeatures } from '@/lib/domain/media/gallery-viewer';
import { formatFilmLength } from '@/lib/domain/media/film-length';

describe('gallery viewer constants (spec sections 6 and 10)', () => {
  it('are the spec’s', () => {
    expect(galleryViewer.backdropOpacity).toBe(0.7);
    expect(galleryViewer.idleHideMs).toBe(4000);
    expect(galleryViewer.doubleTapZoom).toBe(1.33);
    expect(galleryViewer.shareWindow).toEqual({ width: 550, height: 420 });
  });

  it('opens the share window at 550 × 420, centred on the visitor’s window and never off screen', () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1280, height: 800 })).toBe(
      'popup=yes,width=550,height=420,left=465,top=240,noopener,noreferrer',
    );
    expect(shareWindowFeatures({ left: 0, top: 0, width: 400, height: 300 })).toContain('left=0,top=0');
  });
});

describe('formatFilmLength', () => {
  it('reads as a player shows it', () => {
    expect(formatFilmLength(5)).toBe('0:05');
    expect(formatFilmLength(245)).toBe('4:05');
    expect(formatFilmLength(3729)).toBe('1:02:09');
  });
});
