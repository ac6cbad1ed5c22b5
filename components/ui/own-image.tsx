import type { ImageProps } from 'next/image';
import { ownImageWidth } from '@/lib/server/image-width';
import { SiteImage } from './site-image';

/**
 * SiteImage for one of the site's own pictures, rendered on the server: the picture's width is
 * read from its file, so the srcset stops at it (next/image offers every configured width up to
 * 1920 px; a wider one would be the same picture again, written twice in every page that shows
 * it, in its HTML and React's payload).
 */
export function OwnImage(props: ImageProps) {
  return <SiteImage {...props} sourceWidth={typeof props.src === 'string' ? ownImageWidth(props.src) : undefined} />;
}
