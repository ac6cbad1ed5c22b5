import 'server-only';
import { youtubeVideoId } from '@/lib/domain/media/video-id';
import { liveStreamWireSchema, type LiveStreamWire } from '@/lib/schemas/live-stream';
import { placedResource, type Placed } from './placed-resource';

/** A live camera, with the YouTube id of its stream when it has one the site can play. */
export type LiveCamera = Placed<LiveStreamWire> & { videoId: string | undefined };

export const listLiveCameras = placedResource('live-streams', liveStreamWireSchema, (wire) => ({
  videoId: youtubeVideoId(wire.videoUrl),
})).list;
