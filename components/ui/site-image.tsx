import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup — srcset through the image optimizer, width/height, lazy loading, `sizes` —
 * rendered on the server as a plain `<img>`. The `<Image>` client component would add about 6 kB
 * gzip of JavaScript to every page (the menu's covers are in the shell) for features this site
 * does not use (blur placeholders, onLoad callbacks); the first-load budget is 15 kB (bench/).
 * `preload` (above-the-fold images) also emits the `<link rel="preload">` that `<Image>` would.
 */
export function SiteImage({ sourceWidth, ...props }: ImageProps & { sourceWidth?: number }) {
  const { props: generated } = getImageProps(props);
  const img = { ...generated, ...usefulCandidates(generated.srcSet, generated.sizes, sourceWidth) };
  if (!props.preload) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt comes from next's props (required by ImageProps)
    return <img {...img} />;
  }
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above
  return <img {...img} fetchPriority="high" />;
}

/** Screens up to 3 device pixels per CSS pixel (phones); wider candidates than that go unused. */
const MAX_DENSITY = 3;

/**
 * next/image offers every configured width (12 here) whenever `sizes` is given. When every slot
 * of `sizes` is a fixed CSS-pixel width (the menu's covers: 240px or 96px), a browser never picks
 * one wider than the largest slot at 3×, so those are dropped (and the fallback `src` is the widest
 * kept, not 1920 px): the menu's covers are in every page twice, in its HTML and React's payload.
 * Slots in vw or calc() depend on the window; they keep every width up to the picture's own
 * (`sourceWidth`, when known, see OwnImage): a wider one would be the same picture again.
 */
export function usefulCandidates(
  srcSet: string | undefined,
  sizes: string | undefined,
  sourceWidth?: number,
): { srcSet?: string; src?: string } {
  if (!srcSet || !sizes) return {};
  const slots = sizes.split(',').map((entry) => /(\d+(?:\.\d+)?)px$/.exec(entry.trim()));
  const fixed = slots.every((slot) => slot !== null);
  if (!fixed && !sourceWidth) return {};
  const byLayout = fixed ? Math.max(...slots.map((slot) => Number(slot![1]))) * MAX_DENSITY : Infinity;
  const needed = Math.min(byLayout, sourceWidth ?? Infinity);
  const candidates = srcSet
    .split(', ')
    .map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1]) }));
  if (candidates.some(({ width }) => !Number.isFinite(width))) return {};
  const widest = candidates.findIndex(({ width }) => width >= needed);
  const kept = widest === -1 ? candidates : candidates.slice(0, widest + 1);
  return {
    srcSet: kept.map(({ candidate }) => candidate).join(', '),
    src: kept.at(-1)!.candidate.replace(/ \d+w$/, ''),
  };
}
