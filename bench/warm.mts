import { ORIGIN, type BenchPage } from './config.mjs';
import { fetchPage, mapLimit, srcsetUrls, tagAttributes } from './html.mjs';

/**
 * One plain visit per page before anything is measured, so Lighthouse's first run does not pay
 * for a cold render or a first image encode. Fetching the HTML alone renders the page but does
 * not encode images, so the `/_next/image` URLs the page references are fetched as well, with the
 * Accept header Chromium sends (that header decides whether Next encodes AVIF or WebP).
 */

const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

export interface WarmPage {
  page: string;
  status: number;
  htmlMs: number;
  images: number;
  imageErrors: number;
}

function optimisedImageUrls(html: string): string[] {
  const urls = new Set<string>();
  const add = (url: string | undefined): void => {
    if (url?.startsWith('/_next/image')) urls.add(url);
  };
  for (const img of tagAttributes(html, 'img')) {
    add(img.get('src'));
    for (const url of srcsetUrls(img.get('srcset') ?? '')) add(url);
  }
  // Hero images are preloaded with <link rel=preload as=image imagesrcset=…>.
  for (const link of tagAttributes(html, 'link')) {
    if (link.get('as') !== 'image') continue;
    add(link.get('href'));
    for (const url of srcsetUrls(link.get('imagesrcset') ?? '')) add(url);
  }
  return [...urls];
}

/**
 * `withImages: false` skips the images: they only matter to Lighthouse, and encoding the pages'
 * ~1500 image variants takes minutes of CPU, which a quick run without Lighthouse should not spend.
 */
export async function warmPages(pages: readonly BenchPage[], withImages = true): Promise<WarmPage[]> {
  const result: WarmPage[] = [];
  for (const page of pages) {
    const { status, html, ms } = await fetchPage(`${ORIGIN}${page.path}`);
    const images = withImages ? optimisedImageUrls(html) : [];
    const statuses = await mapLimit(images, 4, async (url) => {
      try {
        const res = await fetch(`${ORIGIN}${url}`, {
          headers: { accept: CHROMIUM_IMAGE_ACCEPT },
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    });
    result.push({
      page: page.path,
      status,
      htmlMs: ms,
      images: images.length,
      imageErrors: statuses.filter((s) => s !== 200).length,
    });
  }
  return result;
}
