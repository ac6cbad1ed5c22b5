import type { BadgeColours } from '@/lib/domain/live/exposure-levels';

export type MarkerKind = 'attraction' | 'visitorCenter' | 'parking' | 'toilet' | 'busStop' | 'here' | 'closure';

/** One place on a map; the same record feeds the list beside the map. */
export type MapMarker = {
  id: string;
  kind: MarkerKind;
  name: string;
  /** Language of `name` (and of `detail` when `detailLang` says so) where it differs from the page's: Chinese-only names from live services. */
  nameLang?: string;
  lat: number;
  lng: number;
  /** Site path of its detail page (localized already), if it has one. */
  href?: string;
  /** A short second line: address, distance, parking status. */
  detail?: string;
  detailLang?: string;
  /** Parking status colours; the status words are in `detail`. */
  badge?: BadgeColours & { label: string };
};

/** Tile server of the maps (MAP_TILE_URL / MAP_TILE_ATTRIBUTION, lib/env.ts). */
export type TileConfig = { url: string; attribution: string };

/** A request to centre the map on a marker; `nonce` repeats the request for the same marker. */
export type MapFocus = { id: string; nonce: number };

/** Glyph and colour per kind: the glyph tells kinds apart without colour (DESIGN.md: colour is never the only signal). */
export const markerStyles: Record<MarkerKind, { glyph: string; colour: string }> = {
  attraction: { glyph: '★', colour: '#1d5f46' },
  visitorCenter: { glyph: 'i', colour: '#2a5d8f' },
  parking: { glyph: 'P', colour: '#595959' },
  toilet: { glyph: 'WC', colour: '#6b3fa0' },
  busStop: { glyph: 'B', colour: '#7a5a12' },
  here: { glyph: '●', colour: '#c62828' },
  // A place closed or awaiting confirmation (the closures page), drawn over its ordinary marker.
  closure: { glyph: '!', colour: '#a33a00' },
};

/** Leaflet's control names, from the page's messages (Leaflet's own are English). */
export type MapControlLabels = { zoomIn: string; zoomOut: string; closePopup: string };
