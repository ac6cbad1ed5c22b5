/**
 * Spec section 6: a gallery photo's thumbnail is swapped to a larger size for the viewer. The
 * office's upload folder stores each picture twice, `{name}_thumb.{ext}` and `{name}.{ext}`
 * (the open-data records link the thumbnails), so the large rendition is the thumbnail's name
 * without `_thumb`. Any other address (the site's own images, already full size) is its own
 * large rendition.
 */
export function largeRendition(thumbnail: string): string {
  return thumbnail.replace(/_thumb(\.[A-Za-z0-9]+)(?=$|[?#])/, '$1');
}
