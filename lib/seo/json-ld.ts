import type { Attraction } from '@/lib/api/attractions';
import type { Film } from '@/lib/api/films';
import type { Album } from '@/lib/api/galleries';
import type { Exhibition } from '@/lib/api/file-area';
import { youtubeEmbedUrl } from '@/lib/domain/media/video-id';
import type { TourismEvent } from '@/lib/api/events';
import type { NewsItem } from '@/lib/api/news';
import type { Tour } from '@/lib/api/tours';
import type { Trail } from '@/lib/api/trails';
import { hreflang, localizedPath, type Locale } from '@/lib/i18n/locales';
import { toSimplified } from '@/lib/i18n/simplified';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';
import { absoluteUrl } from './metadata';

/** Serialized for a <script> element: `<` escaped so content can never close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/**
 * The office, publisher, organizer or provider of what the site shows; its logo is the site's
 * three-peak mark at 180 px (app/apple-icon.png), above the 112 px search engines ask of a logo.
 */
function office(locale: Locale) {
  return {
    '@type': 'GovernmentOrganization',
    name: siteNames[locale].siteName,
    url: absoluteUrl(localizedPath(locale, '/')),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-icon.png'), width: 180, height: 180 },
  };
}

/** The site's names in each language (messages' Metadata): the office's, and the area's as short name. */
const siteNames: Record<Locale, { siteName: string; shortName: string }> = {
  'zh-tw': zhTw.Metadata,
  en: en.Metadata,
  ja: ja.Metadata,
  'zh-cn': { siteName: toSimplified(zhTw.Metadata.siteName), shortName: toSimplified(zhTw.Metadata.shortName) },
};

/**
 * schema.org WebSite of the home page in one language: the name search engines show for the site,
 * its publisher, and where its search is (the results page reads `?q=`).
 */
export function websiteJsonLd(locale: Locale): string {
  return serializeJsonLd({
    '@type': 'WebSite',
    name: siteNames[locale].siteName,
    alternateName: siteNames[locale].shortName,
    url: absoluteUrl(localizedPath(locale, '/')),
    inLanguage: hreflang[locale],
    publisher: office(locale),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localizedPath(locale, '/search'))}?q={query}` },
      'query-input': 'required name=query',
    },
  });
}

/** schema.org GeoCoordinates where the record has a position; nothing otherwise. */
function geoOf(place: { lat?: number; lng?: number }) {
  return place.lat !== undefined && place.lng !== undefined
    ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } }
    : {};
}

/** The item's own picture; none for the site's placeholder, which shows nothing of the item. */
function imageOf(item: { cover: string; hasOwnImage: boolean }) {
  return item.hasOwnImage ? { image: absoluteUrl(item.cover) } : {};
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
 * schema.org Event. The data gives whole days without hours, so the dates are days (`2026-03-11`):
 * a time of day would claim a midnight start. A seasonal event whose dates are not announced gets
 * none: schema.org requires an Event's startDate. eventStatus only where the office marked the
 * event cancelled, postponed or rescheduled (otherwise the default, scheduled, is what it says).
 */
const schemaOrgEventStatus = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const;

export function eventJsonLd(event: TourismEvent, locale: Locale): string | undefined {
  const begin = event.date_begin ?? event.date_end;
  const end = event.date_end ?? event.date_begin;
  if (!begin) return undefined;
  return serializeJsonLd({
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: absoluteUrl(localizedPath(locale, `/events/${event.id}`)),
    ...imageOf(event),
    startDate: begin,
    ...(end ? { endDate: end } : {}),
    ...(event.status ? { eventStatus: schemaOrgEventStatus[event.status] } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location ?? event.areaName,
      address: postalAddress(event),
      ...geoOf(event),
    },
    organizer: office(locale),
  });
}

/** schema.org TouristAttraction (or TouristInformationCenter for a visitor centre). */
export function attractionJsonLd(item: Attraction, locale: Locale): string {
  return serializeJsonLd({
    '@type': item.type === 'visitor-center' ? 'TouristInformationCenter' : 'TouristAttraction',
    name: item.name,
    description: item.summary,
    url: absoluteUrl(localizedPath(locale, `/attractions/${item.id}`)),
    ...imageOf(item),
    ...(item.phone ? { telephone: item.phone } : {}),
    ...(item.address ? { address: postalAddress(item, item.address) } : {}),
    ...geoOf(item),
  });
}

/** schema.org TouristAttraction of a trail: where it is (its start point's position), in its area. */
export function trailJsonLd(trail: Trail, locale: Locale): string {
  return serializeJsonLd({
    '@type': 'TouristAttraction',
    name: trail.name,
    ...(trail.summary ? { description: trail.summary } : {}),
    url: absoluteUrl(localizedPath(locale, `/trails/${trail.id}`)),
    ...imageOf(trail),
    ...(trail.zipcode ? { address: postalAddress(trail) } : {}),
    ...geoOf(trail),
    ...(trail.areaName ? { containedInPlace: { '@type': 'TouristDestination', name: trail.areaName } } : {}),
  });
}

/**
 * schema.org NewsArticle. The data dates a news item by its day of posting and keeps no later
 * change, so it has datePublished (a day) and no dateModified; its image only if it has its own.
 */
export function newsArticleJsonLd(item: NewsItem, locale: Locale): string {
  const url = absoluteUrl(localizedPath(locale, `/news/${item.id}`));
  return serializeJsonLd({
    '@type': 'NewsArticle',
    headline: item.title,
    ...(item.summary ? { description: item.summary } : {}),
    url,
    mainEntityOfPage: url,
    inLanguage: hreflang[locale],
    datePublished: item.date_posted,
    ...(item.hasOwnImage ? { image: [absoluteUrl(item.cover)] } : {}),
    author: office(locale),
    publisher: office(locale),
  });
}

/** schema.org BreadcrumbList; crumbs without a link (the current page) carry no item URL. */
export function breadcrumbJsonLd(crumbs: readonly { label: string; href?: string }[], locale: Locale): string {
  return serializeJsonLd({
    '@type': 'BreadcrumbList',
    // The last crumb is the page itself, shown as text: no address (a list named like its group
    // would otherwise give the group's, the site map's part, for the page).
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && index < crumbs.length - 1 ? { item: absoluteUrl(localizedPath(locale, crumb.href)) } : {}),
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
    ...imageOf(tour),
    ...(tour.categoryNames[0] ? { touristType: tour.categoryNames[0] } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, index) => ({ '@type': 'ListItem', position: index + 1, name: stop })),
    },
    provider: office(locale),
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
    publisher: office(locale),
  });
}
