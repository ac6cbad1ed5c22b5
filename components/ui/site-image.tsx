import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup — srcset through the image optimizer, width/height, lazy loading, `sizes` —
 * rendered on the server as a plain `<img>`. The `<Image>` client component would add about 6 kB
 * gzip of JavaScript to every page (the menu's covers use it) for features this site
 * does not use (blur placeholders, onLoad callbacks); the first-load budget is 15 kB (bench/).
 * `preload` (above-the-fold images) makes it an eager `<img fetchpriority="high">`, which the
 * browser's preload scanner finds in the first few kB of the page (5–6 kB of gzip on a detail page,
 * inside the first round trip), so no `<link rel="preload">` would bring it sooner.
 * It is wrapped in a `<picture>`, where React does not hint it: otherwise React's server rendering
 * sends every eager `<img>` as a preload hint in its payload (as `ReactDOM.preload`, which
 * next/image calls, does too), and the browser applies those hints when a link merely *prefetches*
 * the page: scrolling the home page downloaded the photo of every page it links to (8 photos of
 * 1200 px on /en at phone size, none of them shown).
 */
export function SiteImage({ sourceWidth, ...props }: ImageProps & { sourceWidth?: number }) {
  const { props: generated } = getImageProps(props);
  const img = { ...generated, ...usefulCandidates(generated.srcSet, generated.sizes, sourceWidth) };
  if (!props.preload) {
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt comes from next's props (required by ImageProps)
    return <img {...img} />;
  }
  return (
    // display: contents: the <picture> adds no box, the picture lays out as without it.
    <picture style={{ display: 'contents' }}>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- as above */}
      <img {...img} fetchPriority="high" />
    </picture>
  );
}

/** Screens up to 3 device pixels per CSS pixel (phones); wider candidates than that go unused. */
const MAX_DENSITY = 3;

/**
 * next/image offers every configured width (12 here) whenever `sizes` is given. When every slot
 * of `sizes` is a fixed CSS-pixel width (the menu's covers: 240px or 96px), a browser never picks
 * one wider than the largest slot at 3×, so those are dropped (and the fallback `src` is the widest
 * kept, not 1920 px).
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
