import type { Attraction } from '@/lib/api/attractions';
import type { Film } from '@/lib/api/films';
import type { Album } from '@/lib/api/galleries';
import type { Exhibition } from '@/lib/api/file-area';
import { youtubeEmbedUrl } from '@/lib/domain/media/video-id';
import type { TourismEvent } from '@/lib/api/events';
import type { Tour } from '@/lib/api/tours';
import { hreflang, localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from './metadata';

/** Serialized for a <script> element: `<` escaped so content can never close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/** schema.org PostalAddress from what is known: the street when given, the township and county of the postal code. */
function postalAddress(place: { zipcode?: string; districtName?: string; countyName?: string }, street?: string) {
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(place.districtName ? { addressLocality: place.districtName } : {}),
    ...(place.countyName ? { addressRegion: place.countyName } : {}),
    ...(place.zipcode ? { postalCode: place.zipcode } : {}),
    addressCountry: 'TW',
  };
}

/**
 * schema.org Event; dates are whole days in Taiwan time, so they carry +08:00. A seasonal event
 * whose dates are not announced gets none: schema.org requires an Event's startDate.
 */
export function eventJsonLd(event: TourismEvent, locale: Locale): string | undefined {
  const begin = event.date_begin ?? event.date_end;
  const end = event.date_end ?? event.date_begin;
  if (!begin) return undefined;
  return serializeJsonLd({
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: absoluteUrl(localizedPath(locale, `/events/${event.id}`)),
    image: absoluteUrl(event.cover),
    startDate: `${begin}T00:00:00+08:00`,
    ...(end ? { endDate: `${end}T23:59:59+08:00` } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location ?? event.areaName,
      address: postalAddress(event),
      ...(event.lat !== undefined && event.lng !== undefined
        ? { geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng } }
        : {}),
    },
    organizer: {
      '@type': 'GovernmentOrganization',
      name: 'Tri-Mountain National Scenic Area Administration',
      url: absoluteUrl('/'),
    },
  });
}

/** schema.org TouristAttraction (or TouristInformationCenter for a visitor centre). */
export function attractionJsonLd(item: Attraction, locale: Locale): string {
  return serializeJsonLd({
    '@type': item.type === 'visitor-center' ? 'TouristInformationCenter' : 'TouristAttraction',
    name: item.name,
    description: item.summary,
    url: absoluteUrl(localizedPath(locale, `/attractions/${item.id}`)),
    image: absoluteUrl(item.cover),
    ...(item.phone ? { telephone: item.phone } : {}),
    ...(item.address ? { address: postalAddress(item, item.address) } : {}),
    ...(item.lat !== undefined && item.lng !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: item.lat, longitude: item.lng } }
      : {}),
  });
}

/** schema.org BreadcrumbList; crumbs without a link (the current page) carry no item URL. */
export function breadcrumbJsonLd(crumbs: readonly { label: string; href?: string }[], locale: Locale): string {
  return serializeJsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(localizedPath(locale, crumb.href)) } : {}),
    })),
  });
}

/** schema.org TouristTrip: a suggested itinerary, its stops in order, and who it suits. */
export function tourJsonLd(tour: Tour, locale: Locale): string {
  return serializeJsonLd({
    '@type': 'TouristTrip',
    name: tour.name,
    description: tour.summary,
    url: absoluteUrl(localizedPath(locale, `/tours/${tour.id}`)),
    image: absoluteUrl(tour.cover),
    ...(tour.categoryNames[0] ? { touristType: tour.categoryNames[0] } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, index) => ({ '@type': 'ListItem', position: index + 1, name: stop })),
    },
    provider: {
      '@type': 'GovernmentOrganization',
      name: 'Tri-Mountain National Scenic Area Administration',
      url: absoluteUrl('/'),
    },
  });
}

/** schema.org ImageGallery: the album and each photo (its large rendition, thumbnail, caption and credit). */
export function albumJsonLd(album: Album, locale: Locale, path = `/albums/${album.id}`): string {
  return serializeJsonLd({
    '@type': 'ImageGallery',
    name: album.title,
    description: album.summary,
    url: absoluteUrl(localizedPath(locale, path)),
    ...(album.date_posted ? { datePublished: album.date_posted } : {}),
    ...(album.credit ? { creator: { '@type': 'Organization', name: album.credit } } : {}),
    image: album.photos.map((photo) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(photo.large),
      thumbnailUrl: absoluteUrl(photo.thumbnail),
      caption: photo.caption,
      ...(photo.credit ? { creditText: photo.credit } : {}),
    })),
  });
}

/** ISO 8601 duration of a length in seconds ("PT4M5S"). */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * schema.org VideoObject of a film the site can play (a readable video id). Only what is known:
 * a live stream has no length, and a film without a published date gets no uploadDate rather
 * than an invented one.
 */
export function filmJsonLd(film: Film, locale: Locale): string | undefined {
  if (!film.videoId) return undefined;
  return serializeJsonLd({
    '@type': 'VideoObject',
    name: film.title,
    description: film.description ?? film.summary ?? film.title,
    url: absoluteUrl(localizedPath(locale, `/films/${film.id}`)),
    thumbnailUrl: absoluteUrl(film.cover),
    ...(film.date_posted ? { uploadDate: `${film.date_posted}T00:00:00+08:00` } : {}),
    ...(film.duration ? { duration: isoDuration(film.duration) } : {}),
    embedUrl: youtubeEmbedUrl(film.videoId).replace(/\?.*$/, ''),
  });
}

/** schema.org Article of an online exhibition of the office's archive. */
export function exhibitionJsonLd(exhibition: Exhibition, locale: Locale, path: string): string {
  return serializeJsonLd({
    '@type': 'Article',
    headline: exhibition.title,
    description: exhibition.summary,
    url: absoluteUrl(localizedPath(locale, path)),
    datePublished: exhibition.date_posted,
    inLanguage: hreflang[locale],
    image: absoluteUrl(exhibition.cover),
    articleSection: (exhibition.panels ?? []).map((panel) => panel.heading),
    publisher: {
      '@type': 'GovernmentOrganization',
      name: 'Tri-Mountain National Scenic Area Administration',
      url: absoluteUrl('/'),
    },
  });
}
