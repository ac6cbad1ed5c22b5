import type { Attraction } from '@/lib/api/attractions';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';

/** schema.org TouristAttraction for search engines, escaped for a <script> element. */
export function attractionJsonLd(item: Attraction, locale: Locale): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': item.type === 'visitor-center' ? 'TouristInformationCenter' : 'TouristAttraction',
    name: item.name,
    description: item.summary,
    url: absoluteUrl(localizedPath(locale, `/attractions/${item.id}`)),
    image: absoluteUrl(item.cover),
    ...(item.phone ? { telephone: item.phone } : {}),
    ...(item.address ? { address: { '@type': 'PostalAddress', streetAddress: item.address, postalCode: item.zipcode, addressCountry: 'TW' } } : {}),
    ...(item.lat !== undefined && item.lng !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude: item.lat, longitude: item.lng } } : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
