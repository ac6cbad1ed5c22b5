import 'server-only';
import { largeRendition } from '@/lib/domain/media/large-rendition';
import { galleryWireSchema, type GalleryWire } from '@/lib/schemas/gallery';
import { placedResource, type Placed } from './placed-resource';

export type AlbumPhoto = NonNullable<GalleryWire['photos']>[number] & { large: string };
export type Album = Omit<Placed<GalleryWire>, 'photos'> & { photos: AlbumPhoto[] };

/** Each photo of an album with the large rendition the viewer shows. */
export function withLargePhotos(wire: GalleryWire): { photos: AlbumPhoto[] } {
  return { photos: (wire.photos ?? []).map((photo) => ({ ...photo, large: largeRendition(photo.thumbnail) })) };
}

/** Albums (spec: galleries). */
export const { list: listAlbums, get: getAlbum } = placedResource('galleries', galleryWireSchema, withLargePhotos);
