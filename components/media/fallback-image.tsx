'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import styles from './media.module.css';

type Props = ImgHTMLAttributes<HTMLImageElement> & { alt: string; errorText: string };

/**
 * An image from another server (the office's photo folder) that may not load — offline on a
 * mountain road, or a photo since removed: it then says so in words, in place of a broken-image
 * icon. A failure before hydration (the server-rendered <img> already gave up) is caught by
 * reading the element once hydrated.
 */
export function FallbackImage({ errorText, alt, ...img }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed)
    return (
      <span className={styles.imageError} role="img" aria-label={alt ? `${alt}: ${errorText}` : errorText}>
        {errorText}
      </span>
    );
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps on the server
  return <img ref={ref} alt={alt} {...img} onError={() => setFailed(true)} />;
}
