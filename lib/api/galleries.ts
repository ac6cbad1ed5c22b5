import 'server-only';
import { largeRendition } from '@/lib/domain/media/large-rendition';
import { galleryWireSchema, type GalleryWire } from '@/lib/schemas/gallery';
import { placedResource, type Placed } from './placed-resource';

export type AlbumPhoto = NonNullable<GalleryWire['photos']>[number] & { large: string };
export type Album = Omit<Placed<GalleryWire>, 'photos'> & { photos: AlbumPhoto[] };

/** Albums (spec: galleries): each photo with the large rendition the viewer shows. */
export const { list: listAlbums, get: getAlbum } = placedResource('galleries', galleryWireSchema, (wire) => ({
  photos: (wire.photos ?? []).map((photo) => ({ ...photo, large: largeRendition(photo.thumbnail) })),
}));
