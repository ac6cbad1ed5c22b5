import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { OwnImage } from '@/components/ui/own-image';
import { SiteImage } from '@/components/ui/site-image';
import { ownImageWidth } from '@/lib/server/image-width';

describe('SiteImage (next/image markup without its client component)', () => {
  test('a below-the-fold image is lazy, sized, and served in several widths by the optimizer', () => {
    const html = renderToString(
      <SiteImage src="/images/areas/lion.webp" alt="Lion's Head Mountain" width={600} height={400} sizes="100vw" />,
    );
    expect(html).toContain('alt="Lion&#x27;s Head Mountain"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="600"');
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fimages%2Fareas%2Flion\.webp&amp;w=\d+&amp;q=75 \d+w, /);
    expect(html).not.toContain('rel="preload"');
  });

  test('an above-the-fold image is fetched first, and not hinted to pages that prefetch this one', () => {
    const html = renderToString(<SiteImage src="/images/banner/home.webp" alt="" fill preload sizes="100vw" />);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('loading="lazy"');
    // In a <picture>, React neither preloads it nor hints it in its payload (which a prefetch applies).
    expect(html).toMatch(/^<picture style="display:contents"><img [^>]*\/><\/picture>$/);
    expect(html).not.toContain('rel="preload"');
  });

  test('an image in fixed-width slots is offered only the widths those slots can use, at up to 3×', () => {
    const fixed = widthsOf(
      renderToString(
        <SiteImage
          src="/images/areas/lion.webp"
          alt=""
          width={320}
          height={180}
          sizes="(min-width: 1200px) 240px, 96px"
        />,
      ),
    );
    const fluid = widthsOf(
      renderToString(
        <SiteImage
          src="/images/areas/lion.webp"
          alt=""
          width={320}
          height={180}
          sizes="(min-width: 1200px) 240px, 100vw"
        />,
      ),
    );
    // 240 px at 3× is 720: the offer ends at the first configured width from there, the fallback too.
    expect(fixed.widths.at(-1)).toBeGreaterThanOrEqual(720);
    expect(fixed.widths.at(-2)).toBeLessThan(720);
    expect(fixed.src).toBe(`w=${fixed.widths.at(-1)}`);
    expect(fixed.widths.length).toBeGreaterThan(3);
    // A slot in vw depends on the window: the widest configured width stays on offer.
    expect(fluid.widths.at(-1)).toBeGreaterThanOrEqual(1920);
  });
});

describe('OwnImage (one of the site’s own pictures)', () => {
  test('its width is read from its file', () => {
    expect(ownImageWidth('/images/areas/lion.webp')).toBe(1600);
    expect(ownImageWidth('/images/attractions/80.webp')).toBe(1200);
    expect(ownImageWidth('/images/banner/home.webp')).toBe(1920);
    // Not one of the site's own WebP pictures, or not there: unknown.
    expect(ownImageWidth('/images/../../etc/passwd.webp')).toBeUndefined();
    expect(ownImageWidth('https://www.trimt-nsa.gov.tw/a_thumb.jpg')).toBeUndefined();
    expect(ownImageWidth('/images/attractions/999999.webp')).toBeUndefined();
  });

  test('a slot in vw is offered every width up to the picture’s own, none past it', () => {
    const props = { alt: '', width: 600, height: 400, sizes: '(min-width: 1200px) 370px, 100vw' } as const;
    const own = widthsOf(renderToString(<OwnImage src="/images/attractions/80.webp" {...props} />));
    const unknown = widthsOf(renderToString(<SiteImage src="/images/attractions/80.webp" {...props} />));
    expect(own.widths.at(-1)).toBeGreaterThanOrEqual(1200);
    expect(own.widths.at(-2)).toBeLessThan(1200);
    expect(own.src).toBe(`w=${own.widths.at(-1)}`);
    expect(own.widths.length).toBeLessThan(unknown.widths.length);
    expect(unknown.widths).toEqual(expect.arrayContaining(own.widths));
  });
});

function widthsOf(html: string): { widths: number[]; src: string | undefined } {
  const srcSet = /srcSet="([^"]*)"/.exec(html)?.[1] ?? '';
  return {
    widths: [...srcSet.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])),
    src: /src="[^"]*&amp;(w=\d+)&amp;/.exec(html)?.[1],
  };
}
