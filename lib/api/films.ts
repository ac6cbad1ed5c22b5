import 'server-only';
import { youtubeVideoId } from '@/lib/domain/media/video-id';
import { videoWireSchema, type VideoWire } from '@/lib/schemas/video';
import { placedResource, type Placed } from './placed-resource';

/** A film, with the YouTube id read from its address (none: the page says it cannot be played). */
export type Film = Placed<VideoWire> & { videoId: string | undefined };

export function withVideoId(wire: VideoWire): { videoId: string | undefined } {
  return { videoId: youtubeVideoId(wire.videoUrl) };
}

export const { list: listFilms, get: getFilm } = placedResource('videos', videoWireSchema, withVideoId);
