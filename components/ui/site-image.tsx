import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup — srcset through the image optimizer, width/height, lazy loading, `sizes` —
 * rendered on the server as a plain `<img>`. The `<Image>` client component would add about 6 kB
 * gzip of JavaScript to every page (the menu's covers are in the shell) for features this site
 * does not use (blur placeholders, onLoad callbacks); the first-load budget is 15 kB (bench/).
 * `preload` (above-the-fold images) also emits the `<link rel="preload">` that `<Image>` would.
 */
export function SiteImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (!props.preload) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt comes from next's props (required by ImageProps)
    return <img {...img} />;
  }
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above
  return <img {...img} fetchPriority="high" />;
}
