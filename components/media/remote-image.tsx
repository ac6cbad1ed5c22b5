import { getImageProps } from 'next/image';
import { FallbackImage } from './fallback-image';

type Props = { src: string; alt: string; sizes: string; errorText: string; eager?: boolean };

/**
 * A picture whose size the site does not know (the office's photo folder), filling its box:
 * next/image's srcset through the optimizer (resized, AVIF/WebP, cached on the server, and the
 * visitor's browser never asks the other server), and a message in words if it cannot be loaded.
 */
export function RemoteImage({ src, alt, sizes, errorText, eager = false }: Props) {
  const { props } = getImageProps({ src, alt, fill: true, sizes, loading: eager ? 'eager' : 'lazy' });
  const { style: _fillStyle, ...img } = props;
  return <FallbackImage {...img} alt={alt} errorText={errorText} />;
}
