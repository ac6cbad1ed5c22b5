import 'server-only';
import { getEnv } from '@/lib/env';
import type { TileConfig } from './map-types';

/** The configured tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), handed to the map island. */
export function mapTiles(): TileConfig {
  const env = getEnv();
  return { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };
}
