import 'server-only';
import { liveStreamWireSchema, type LiveStreamWire } from '@/lib/schemas/live-stream';
import { placedResource, type Placed } from './placed-resource';

export type LiveCamera = Placed<LiveStreamWire>;

export const listLiveCameras = placedResource('live-streams', liveStreamWireSchema).list;
