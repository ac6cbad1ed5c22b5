/** Shown wherever an item has no image of its own (spec section 3: cover falls back to a placeholder). */
export const placeholderImage = '/images/placeholder.webp';

type CoverSource = { images?: readonly { url: string; isCover?: boolean }[] | null; thumb?: string | null };

/** The cover image: the image marked isCover, else the first image, else the thumb, else the placeholder. */
export function deriveCover(item: CoverSource): string {
  const images = (item.images ?? []).filter((image) => image.url.trim() !== '');
  return images.find((image) => image.isCover)?.url ?? images[0]?.url ?? (item.thumb?.trim() || placeholderImage);
}

export function isPlaceholder(url: string): boolean {
  return url === placeholderImage;
}
