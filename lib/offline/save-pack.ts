import type { LatLng } from '@/lib/domain/latlng';
import { haversineKm } from '@/lib/domain/live/distance';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** A place of the area, as the pack needs it: its page and where it is. */
export type PackPlace = { id: number; lat?: number; lng?: number };

export type PackInput = {
  locale: Locale;
  /** The page the button is on, without language prefix (`/lishan`, `/trails/12`). */
  page: string;
  /** The area's page (`/lion`, `/lishan`, `/bagua`). */
  areaPage: string;
  /** Where the page's own place is, to pick the nearest visitor centre; none on an area page. */
  origin?: LatLng;
  trails: readonly PackPlace[];
  attractions: readonly PackPlace[];
  /** The area's visitor centres, in the order the area page lists them. */
  visitorCentres: readonly PackPlace[];
};

/**
 * What "Save for offline" keeps, in the page's language (the issue, point 3): the page itself, its
 * area's page, the emergency numbers and safety tips, the nearest visitor centre, then the area's
 * trails and attractions. Each page once, in that order, so a pack cut short by a lost signal has
 * the most important pages.
 */
export function packPaths(input: PackInput): string[] {
  const centre = nearestVisitorCentre(input.origin, input.visitorCentres);
  const paths = [
    input.page,
    input.areaPage,
    '/emergency',
    '/safety-tips',
    ...(centre ? [`/attractions/${centre.id}`] : []),
    ...input.trails.map((trail) => `/trails/${trail.id}`),
    ...input.attractions.map((attraction) => `/attractions/${attraction.id}`),
  ];
  return [...new Set(paths.map((path) => localizedPath(input.locale, path)))];
}

/**
 * The visitor centre closest to `origin` as the crow flies; the area's first one when the page has
 * no position (an area page) or no centre has one.
 */
export function nearestVisitorCentre(from: LatLng | undefined, centres: readonly PackPlace[]): PackPlace | undefined {
  const placed = centres.flatMap((centre) =>
    centre.lat !== undefined && centre.lng !== undefined ? [{ centre, at: { lat: centre.lat, lng: centre.lng } }] : [],
  );
  if (!from || placed.length === 0) return centres[0];
  return placed.reduce((best, entry) => (haversineKm(from, entry.at) < haversineKm(from, best.at) ? entry : best))
    .centre;
}

/** One saved pack, as listed on /offline. */
export type SavedPack = {
  /** The page it was saved from (with its language prefix): the pack's name. */
  page: string;
  title: string;
  savedAt: string;
  bytes: number;
  /** Every stored address (pages, their build files and pictures), removed with the pack unless another pack has it. */
  urls: string[];
};

/** Reads the stored list; anything unreadable counts as no packs (the pages stay in the cache). */
export function parsePackIndex(text: string | null): SavedPack[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isSavedPack) : [];
  } catch {
    return [];
  }
}

function isSavedPack(value: unknown): value is SavedPack {
  if (typeof value !== 'object' || value === null) return false;
  const pack = value as Record<string, unknown>;
  return (
    typeof pack.page === 'string' &&
    typeof pack.title === 'string' &&
    typeof pack.savedAt === 'string' &&
    typeof pack.bytes === 'number' &&
    Array.isArray(pack.urls) &&
    pack.urls.every((url) => typeof url === 'string')
  );
}

/** The list with `pack` in it: saving a page again replaces its earlier pack, newest first. */
export function withPack(index: readonly SavedPack[], pack: SavedPack): SavedPack[] {
  return [pack, ...index.filter((other) => other.page !== pack.page)];
}

/**
 * The list without the pack of `page`, and the addresses no other pack still needs (those are
 * deleted from the cache; a trail page in two packs stays until both are removed).
 */
export function withoutPack(index: readonly SavedPack[], page: string): { index: SavedPack[]; orphans: string[] } {
  const removed = index.find((pack) => pack.page === page);
  const rest = index.filter((pack) => pack.page !== page);
  const kept = new Set(rest.flatMap((pack) => pack.urls));
  return { index: rest, orphans: (removed?.urls ?? []).filter((url) => !kept.has(url)) };
}
