import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SiteImage } from '@/components/ui/site-image';

describe('SiteImage (next/image markup without its client component)', () => {
  test('a below-the-fold image is lazy, sized, and served in several widths by the optimizer', () => {
    const html = renderToString(<SiteImage src="/images/areas/lion.webp" alt="Lion's Head Mountain" width={600} height={400} sizes="100vw" />);
    expect(html).toContain('alt="Lion&#x27;s Head Mountain"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="600"');
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fimages%2Fareas%2Flion\.webp&amp;w=\d+&amp;q=75 \d+w, /);
    expect(html).not.toContain('rel="preload"');
  });

  test('an above-the-fold image is fetched first and preloaded with its srcset', () => {
    const html = renderToString(<SiteImage src="/images/banner/home.webp" alt="" fill preload sizes="100vw" />);
    expect(html).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/_next\/image\?url=%2Fimages%2Fbanner%2Fhome\.webp/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('loading="lazy"');
  });
});
