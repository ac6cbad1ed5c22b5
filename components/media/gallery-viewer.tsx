'use client';

import { useEffect, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { galleryViewer, shareWindowFeatures } from '@/lib/domain/media/gallery-viewer';
import { useGalleryState } from './gallery-store';
import styles from './media.module.css';

export type ViewerLabels = {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  share: string;
  imageError: string;
  /** "Photo {index} of {total}", with those two placeholders left in. */
  slide: string;
  carousel: string;
  /** The carousel region's name, each slide's role and each caption's role, read out by screen readers. */
  gallery: string;
  slideRole: string;
  caption: string;
};

type Props = {
  open: boolean;
  index: number;
  labels: ViewerLabels;
  shareUrl: (index: number) => string;
  onView: (index: number) => void;
  onClose: () => void;
  onExited: () => void;
};

/** The viewer's controls (toolbar and arrow buttons) and its captions, as the library marks them. */
const viewerControl = '.yarl__button';
const viewerCaption = '.yarl__slide_captions_container';

/**
 * Whether the visitor has left the viewer alone for the spec's idle time (its controls then fade).
 * Never while a control has keyboard focus (WCAG 2.4.7: a focused button does not vanish under the
 * keyboard), nor while the pointer rests on a control or a caption: the time starts again once
 * focus or the pointer leaves them.
 */
export function useIdle(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    // A key pressed since the last press of a pointer: a control focused now was reached with the
    // keyboard (the browser's :focus-visible rule, in short). A button clicked keeps focus but not the controls.
    let keyboard = false;
    let hovered: Element | null = null;
    const held = () => {
      const focused = document.activeElement;
      if (keyboard && focused?.closest(viewerControl)) return true;
      return Boolean(hovered?.closest(`${viewerControl}, ${viewerCaption}`));
    };
    const fade = () => {
      if (held()) timer = window.setTimeout(fade, galleryViewer.idleHideMs);
      else setIdle(true);
    };
    let timer = window.setTimeout(fade, galleryViewer.idleHideMs);
    const wake = (event: Event) => {
      if (event.type === 'keydown') keyboard = true;
      else if (event.type === 'pointerdown' || event.type === 'touchstart') keyboard = false;
      if (event.type === 'pointerover') hovered = event.target instanceof Element ? event.target : null;
      else if (event.type === 'pointerout') {
        const next = (event as PointerEvent).relatedTarget;
        hovered = next instanceof Element ? next : null;
      }
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(fade, galleryViewer.idleHideMs);
    };
    const events = [
      'pointermove',
      'pointerdown',
      'pointerover',
      'pointerout',
      'keydown',
      'touchstart',
      'focusin',
    ] as const;
    for (const event of events) window.addEventListener(event, wake, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, wake, { capture: true });
    };
  }, [active]);
  return active && idle;
}

/**
 * The photo viewer (yet-another-react-lightbox): the spec's backdrop, idle fading, double-tap zoom
 * and share window (lib/domain/media/gallery-viewer.ts), translated labels, every photo's alt
 * text, a message in words for a photo that fails, and the keyboard of a dialog (arrows, Escape,
 * focus kept inside and given back to the thumbnail).
 */
export function GalleryViewer({ open, index, labels, shareUrl, onView, onClose, onExited }: Props) {
  const { photos } = useGalleryState();
  const idle = useIdle(open);

  const share = () => {
    const target = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl(index))}`;
    const features = shareWindowFeatures({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    window.open(target, 'share', features);
  };

  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      className={idle ? `${styles.viewer} ${styles.viewerIdle}` : styles.viewer}
      slides={photos.map((photo) => ({
        src: photo.src,
        alt: photo.alt,
        title: photo.caption,
        description: photo.credit,
      }))}
      plugins={[Captions, Zoom]}
      on={{ view: ({ index: shown }) => onView(shown), exited: onExited }}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      styles={{ container: { backgroundColor: `rgba(0, 0, 0, ${galleryViewer.backdropOpacity})` } }}
      zoom={{ zoomInMultiplier: galleryViewer.doubleTapZoom, doubleClickMaxStops: 1, maxZoomPixelRatio: 3 }}
      labels={{
        Lightbox: labels.dialog,
        Carousel: labels.carousel,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
        '{index} of {total}': labels.slide,
        'Photo gallery': labels.gallery,
        Slide: labels.slideRole,
        Caption: labels.caption,
      }}
      toolbar={{
        buttons: [
          <button key="share" type="button" className="yarl__button" aria-label={labels.share} onClick={share}>
            <svg className="yarl__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
              />
            </svg>
          </button>,
          'close',
        ],
      }}
      render={{
        iconError: () => (
          // Plain text in the slide (its neighbours are rendered too): read with the slide, not announced by each.
          <span className={styles.viewerError}>{labels.imageError}</span>
        ),
      }}
    />
  );
}
