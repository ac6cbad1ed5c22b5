// @vitest-environment jsdom
import ja from '@/messages/ja.json';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { galleryViewer } from '@/lib/domain/media/gallery-viewer';

let pathname = '/en/albums/3';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
// The viewer is its own chunk in the build (next/dynamic); here it is the module itself.
vi.mock('next/dynamic', async () => {
  const { GalleryViewer } = await import('@/components/media/gallery-viewer');
  return { default: () => GalleryViewer };
});

const { galleryStore } = await import('@/components/media/gallery-store');
const { GalleryViewer, useIdle } = await import('@/components/media/gallery-viewer');
const { AlbumGallery } = await import('@/components/media/album-gallery');

beforeAll(() => {
  // jsdom has no matchMedia (tests/setup.ts gives it a ResizeObserver); the viewer asks both.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  galleryStore.close();
  window.history.replaceState(null, '', '/en/albums/3');
  vi.useRealTimers();
});

const labels = {
  dialog: 'Photo viewer',
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  share: 'Share on Facebook',
  imageError: 'The image could not be loaded',
  slide: 'Photo {index} of {total}',
  carousel: 'Photos',
  gallery: 'Album photos',
  slideRole: 'photo',
  caption: 'caption',
};
const photos = ['Houtanjing Sky Bridge', 'Hushanyan', 'Tianzhong Forest Park'].map((caption, at) => ({
  src: `/large-${at}.jpg`,
  alt: caption,
  caption,
  credit: 'Tri-Mountain National Scenic Area Administration',
}));

/** The viewer open at photo `index`, as the album opens it. */
function openViewer(index: number, shareUrl: (at: number) => string = () => '') {
  galleryStore.open(photos, index);
  return render(
    <GalleryViewer
      open
      index={index}
      labels={labels}
      shareUrl={shareUrl}
      onView={() => undefined}
      onClose={() => undefined}
      onExited={() => undefined}
    />,
  );
}

function currentSlideImage(): HTMLImageElement | null {
  return document.querySelector('.yarl__slide_current img');
}

describe('GalleryViewer', () => {
  test('opens at the photo it is given, with its alt text and caption, as a labelled dialog', () => {
    openViewer(2);
    expect(currentSlideImage()?.alt).toBe('Tianzhong Forest Park');
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share on Facebook' })).toBeTruthy();
  });

  test('every name and role the viewer reads out comes from the page’s messages (none of the library’s English)', () => {
    galleryStore.open(photos, 0);
    render(
      <GalleryViewer
        open
        index={0}
        labels={ja.Viewer}
        shareUrl={() => ''}
        onView={() => undefined}
        onClose={() => undefined}
        onExited={() => undefined}
      />,
    );
    const spoken = [...document.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap((element) => [
      element.getAttribute('aria-label'),
      element.getAttribute('aria-roledescription'),
    ]);
    for (const english of ['Photo gallery', 'Slide', 'Caption', 'Carousel', 'Lightbox', 'Close', 'Previous', 'Next'])
      expect(spoken, english).not.toContain(english);
    expect(spoken).toContain('アルバムの写真');
    expect(spoken).toContain('写真');
    expect(spoken).toContain('キャプション');
  });

  test('a photo that fails says so in words', async () => {
    openViewer(0);
    await act(async () => {
      fireEvent.error(currentSlideImage()!);
    });
    expect(document.querySelector('.yarl__slide_current')?.textContent).toContain('The image could not be loaded');
  });

  test('the share button opens the spec’s 550 × 420 window on this album at this photo', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openViewer(1, (at) => `https://site.test/en/albums/3#photo-${at + 1}`);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    const [url, , features] = open.mock.calls[0]!;
    expect(String(url)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://site.test/en/albums/3#photo-2')}`,
    );
    expect(features).toMatch(/width=550,height=420/);
  });
});

describe('useIdle', () => {
  test('the controls fade after 4 s without a move or key, and come back on the next one', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useIdle(true));
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs));
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    });
    expect(result.current).toBe(false);
  });

  /** A control of the viewer, as the library marks its buttons, and a button outside the viewer. */
  function controls() {
    const control = document.createElement('button');
    control.className = 'yarl__button';
    const elsewhere = document.createElement('button');
    document.body.append(control, elsewhere);
    return { control, elsewhere };
  }
  afterEach(() => document.body.replaceChildren());

  test('the controls stay while one of them has keyboard focus, and fade once focus leaves them (WCAG 2.4.7)', () => {
    vi.useFakeTimers();
    const buttons = controls();
    const { result } = renderHook(() => useIdle(true));
    act(() => {
      // Tab reaches the toolbar's button.
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      buttons.control.focus();
    });
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs * 3));
    expect(result.current).toBe(false);
    act(() => buttons.elsewhere.focus());
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs));
    expect(result.current).toBe(true);
  });

  test('the controls stay while the pointer rests on one of them; a button clicked and left does not hold them', () => {
    vi.useFakeTimers();
    const buttons = controls();
    const { result } = renderHook(() => useIdle(true));
    act(() => {
      buttons.control.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs * 3));
    expect(result.current).toBe(false);
    act(() => {
      // A click focuses the button, then the pointer moves off it onto the photo.
      buttons.control.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      buttons.control.focus();
      buttons.control.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs));
    expect(result.current).toBe(true);
  });

  test('a closed viewer is never idle', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useIdle(false));
    act(() => vi.advanceTimersByTime(galleryViewer.idleHideMs * 2));
    expect(result.current).toBe(false);
  });
});

describe('AlbumGallery', () => {
  const gridPhotos = photos.map((photo) => ({ ...photo, thumbnail: { src: photo.src.replace('large', 'thumb') } }));
  const gallery = () => (
    <AlbumGallery
      photos={gridPhotos}
      albumUrl="https://site.test/en/albums/3"
      labels={{ ...labels, openPhoto: photos.map((p) => `View larger: ${p.caption}`) }}
    />
  );

  test('a thumbnail opens the viewer at its photo, and the address names it', async () => {
    const { rerender } = render(gallery());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'View larger: Hushanyan' }));
    });
    expect(galleryStore.get()).toMatchObject({ visible: true, index: 1 });
    expect(window.location.hash).toBe('#photo-2');
    expect(currentSlideImage()?.alt).toBe('Hushanyan');
    rerender(gallery());
  });

  test('a shared address (#photo-3) opens the viewer at that photo; an invalid one opens nothing', async () => {
    window.history.replaceState(null, '', '/en/albums/3#photo-9');
    const { unmount } = render(gallery());
    await act(async () => undefined);
    expect(galleryStore.get().visible).toBe(false);
    unmount();
    window.history.replaceState(null, '', '/en/albums/3#photo-3');
    render(gallery());
    await act(async () => undefined);
    expect(galleryStore.get()).toMatchObject({ visible: true, index: 2 });
    expect(currentSlideImage()?.alt).toBe('Tianzhong Forest Park');
  });

  test('the viewer closes when the page changes (spec: closes on route change)', async () => {
    const { rerender } = render(gallery());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'View larger: Houtanjing Sky Bridge' }));
    });
    expect(galleryStore.get().visible).toBe(true);
    pathname = '/en/attractions/80';
    await act(async () => {
      rerender(gallery());
    });
    expect(galleryStore.get().visible).toBe(false);
    pathname = '/en/albums/3';
  });

  test('Back to the address without a photo closes it and stays on the album', async () => {
    render(gallery());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'View larger: Hushanyan' }));
    });
    await act(async () => {
      window.history.replaceState(null, '', '/en/albums/3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(galleryStore.get().visible).toBe(false);
  });
});
