import type { TourismEvent } from '@/lib/api/events';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from './metadata';

/** Serialized for a <script> element: `<` escaped so content can never close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/** schema.org Event; dates are whole days in Taiwan time, so they carry +08:00. */
export function eventJsonLd(event: TourismEvent, locale: Locale): string {
  const begin = event.date_begin ?? event.date_end;
  const end = event.date_end ?? event.date_begin;
  return serializeJsonLd({
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url: absoluteUrl(localizedPath(locale, `/events/${event.id}`)),
    image: absoluteUrl(event.cover),
    ...(begin ? { startDate: `${begin}T00:00:00+08:00` } : {}),
    ...(end ? { endDate: `${end}T23:59:59+08:00` } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location ?? event.areaName,
      address: { '@type': 'PostalAddress', addressCountry: 'TW', ...(event.zipcode ? { postalCode: event.zipcode } : {}) },
      ...(event.lat !== undefined && event.lng !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng } } : {}),
    },
    organizer: { '@type': 'GovernmentOrganization', name: 'Tri-Mountain National Scenic Area Administration', url: absoluteUrl('/') },
  });
}
