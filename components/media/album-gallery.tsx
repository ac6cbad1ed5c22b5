'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, type ImgHTMLAttributes, type MouseEvent } from 'react';
import { FallbackImage } from './fallback-image';
import { galleryStore, useGalleryState, type ViewerPhoto } from './gallery-store';
import type { ViewerLabels } from './gallery-viewer';
import styles from './media.module.css';

// The viewer (yet-another-react-lightbox and its plugins) is a chunk of its own, loaded when a
// visitor opens a photo: the album page's first load carries none of it.
const GalleryViewer = dynamic(() => import('./gallery-viewer').then((module) => module.GalleryViewer), {
  ssr: false,
});

export type GalleryPhoto = ViewerPhoto & {
  /** The thumbnail's <img> attributes (next/image's, made on the server). */
  thumbnail: ImgHTMLAttributes<HTMLImageElement>;
  /** The caption's link (the attraction the photo shows, with its language prefix), when there is one. */
  href?: string;
};

type Props = {
  photos: readonly GalleryPhoto[];
  labels: ViewerLabels & { openPhoto: string[] };
  /** This album's address, absolute: a shared photo is `{albumUrl}#photo-{n}`. */
  albumUrl: string;
};

const hashOf = (index: number) => `#photo-${index + 1}`;
/** The photo a `#photo-{n}` address names (1-based in the address), if this album has it. */
function indexOfHash(hash: string, count: number): number | undefined {
  const match = /^#photo-([1-9]\d{0,3})$/.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : undefined;
}

/**
 * An album's photos as a grid of thumbnails, each a link to the large photo (so the page works
 * without JavaScript), which opens the viewer at that photo. The viewer's photo is in the address
 * (`#photo-3`): a shared link opens it there, the browser's Back button closes it and stays on
 * the album, and leaving the page closes it (spec: the lightbox closes on route change).
 */
export function AlbumGallery({ photos, labels, albumUrl }: Props) {
  const { visible, index, photos: opened } = useGalleryState();
  const pathname = usePathname();
  // Whether opening the viewer added a history entry (then closing it goes back over it).
  const pushed = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const viewerPhotos = photos.map(({ src, alt, caption, credit }) => ({ src, alt, caption, credit }));

  const open = (at: number, event?: MouseEvent<HTMLAnchorElement>) => {
    event?.preventDefault();
    opener.current = event?.currentTarget ?? links.current[at] ?? null;
    window.history.pushState(window.history.state, '', hashOf(at));
    pushed.current = true;
    galleryStore.open(viewerPhotos, at);
  };

  // A shared address with #photo-n opens the viewer there once the page is ready.
  useEffect(() => {
    const at = indexOfHash(window.location.hash, photos.length);
    if (at === undefined) return;
    opener.current = links.current[at] ?? null;
    galleryStore.open(viewerPhotos, at);
    // viewerPhotos is derived from photos; opening once, on arrival, is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back (or Forward) to an address without a photo closes the viewer; to one with a photo (or a
  // shared link opened on this page) shows that photo.
  useEffect(() => {
    const onPopState = () => {
      const at = indexOfHash(window.location.hash, photos.length);
      if (at === undefined) {
        pushed.current = false;
        galleryStore.close();
      } else if (galleryStore.get().visible) {
        galleryStore.show(at);
      } else {
        opener.current = links.current[at] ?? null;
        galleryStore.open(viewerPhotos, at);
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // viewerPhotos is derived from photos.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos]);

  // Another page: the viewer never stays open over it.
  useEffect(() => () => galleryStore.close(), [pathname]);

  const close = useCallback(() => {
    galleryStore.close();
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const view = useCallback((at: number) => {
    galleryStore.show(at);
    window.history.replaceState(window.history.state, '', hashOf(at));
    // Focus returns to the thumbnail of the photo last shown.
    opener.current = links.current[at] ?? opener.current;
  }, []);

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, at) => (
          <li key={at}>
            <figure id={hashOf(at).slice(1)} className={styles.figure}>
              <a
                href={photo.src}
                ref={(link) => {
                  links.current[at] = link;
                }}
                onClick={(event) => open(at, event)}
                aria-haspopup="dialog"
                className={styles.thumbnailLink}
              >
                <FallbackImage
                  {...photo.thumbnail}
                  alt={labels.openPhoto[at] ?? photo.alt}
                  errorText={labels.imageError}
                />
              </a>
              <figcaption>{photo.href ? <a href={photo.href}>{photo.caption}</a> : photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* Mounted from the first opening on (the store then has photos), so it can animate its
          closing and then return focus. */}
      {opened.length > 0 ? (
        <GalleryViewer
          open={visible}
          index={index}
          labels={labels}
          shareUrl={(at) => `${albumUrl}${hashOf(at)}`}
          onView={view}
          onClose={close}
          onExited={() => opener.current?.focus()}
        />
      ) : null}
    </>
  );
}
