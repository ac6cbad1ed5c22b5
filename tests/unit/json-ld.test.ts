import { describe, expect, test } from 'vitest';
import type { Attraction } from '@/lib/api/attractions';
import type { DerivedFields } from '@/lib/api/derive';
import type { TourismEvent } from '@/lib/api/events';
import type { Tour } from '@/lib/api/tours';
import type { NewsItem } from '@/lib/api/news';
import type { Trail } from '@/lib/api/trails';
import {
  attractionJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  newsArticleJsonLd,
  tourJsonLd,
  trailJsonLd,
  websiteJsonLd,
} from '@/lib/seo/json-ld';

const derived: DerivedFields = {
  areaId: 53,
  areaName: 'Baguashan Scenic Area',
  categoryNames: [],
  districtName: undefined,
  countyId: undefined,
  countyName: undefined,
  cover: '/images/x.webp',
  hasOwnImage: true,
  lat: undefined,
  lng: undefined,
};

describe('JSON-LD builders', () => {
  test('Event: whole days as dates without a time (no midnight start), a Place with coordinates, the localized URL', () => {
    const event = {
      ...derived,
      id: 1,
      type: 'event',
      priority: 1,
      categories: [53],
      title: 'Hawk season',
      date_begin: '2026-03-11',
      date_end: '2026-03-31',
      viewsCount: 0,
      lat: 24.07,
      lng: 120.56,
    } as TourismEvent;
    const data = JSON.parse(eventJsonLd(event, 'en')!);
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2026-03-11');
    expect(data.endDate).toBe('2026-03-31');
    // Not marked cancelled or moved: no status is claimed (the default, scheduled, is what it says).
    expect(data.eventStatus).toBeUndefined();
    expect(JSON.parse(eventJsonLd({ ...event, status: 'cancelled' }, 'en')!).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
    expect(JSON.parse(eventJsonLd({ ...event, status: 'rescheduled' }, 'en')!).eventStatus).toBe(
      'https://schema.org/EventRescheduled',
    );
    expect(data.organizer.logo.url).toMatch(/\/apple-icon\.png$/);
    expect(data.location.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 24.07, longitude: 120.56 });
    expect(data.url).toMatch(/\/en\/events\/1$/);
  });

  test('Event and attraction addresses name the township and county of their postal code', () => {
    const place = { ...derived, zipcode: '500', districtName: 'Changhua City', countyName: 'Changhua County' };
    const event = {
      ...place,
      id: 1,
      type: 'event',
      priority: 1,
      categories: [53],
      title: 'Hawk season',
      date_begin: '2026-03-11',
      viewsCount: 0,
    } as TourismEvent;
    expect(JSON.parse(eventJsonLd(event, 'en')!).location.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Changhua City',
      addressRegion: 'Changhua County',
      postalCode: '500',
      addressCountry: 'TW',
    });
    const attraction = {
      ...place,
      id: 80,
      type: 'attraction',
      priority: 1,
      categories: [53],
      name: 'Great Buddha',
      hits: 3,
      address: 'No. 31, Guashan Rd.',
    } as Attraction;
    expect(JSON.parse(attractionJsonLd(attraction, 'en')).address).toMatchObject({
      streetAddress: 'No. 31, Guashan Rd.',
      addressLocality: 'Changhua City',
      addressRegion: 'Changhua County',
    });
  });

  test('Event: none for a seasonal event whose dates are not announced (schema.org requires startDate)', () => {
    const event = {
      ...derived,
      id: 9,
      type: 'event',
      priority: 1,
      categories: [52],
      title: 'Cherry blossom season',
      viewsCount: 0,
    } as TourismEvent;
    expect(eventJsonLd(event, 'en')).toBeUndefined();
  });

  test('TouristAttraction for attractions, TouristInformationCenter for visitor centres', () => {
    const base = {
      ...derived,
      id: 80,
      priority: 1,
      categories: [53],
      name: 'Great Buddha',
      hits: 3,
      lat: undefined,
      lng: undefined,
    };
    expect(JSON.parse(attractionJsonLd({ ...base, type: 'attraction' } as Attraction, 'ja'))['@type']).toBe(
      'TouristAttraction',
    );
    const center = JSON.parse(
      attractionJsonLd(
        { ...base, type: 'visitor-center', phone: '04-7289608', address: 'x', zipcode: '500' } as Attraction,
        'zh-tw',
      ),
    );
    expect(center['@type']).toBe('TouristInformationCenter');
    expect(center.telephone).toBe('04-7289608');
    expect(center.url).toMatch(/\/attractions\/80$/);
    expect(center.url).not.toContain('/zh-tw');
  });

  test('TouristTrip lists the stops in order with the tour theme as tourist type', () => {
    const tour = {
      ...derived,
      categoryNames: ['Railway trips', 'Baguashan Scenic Area'],
      id: 2,
      type: 'tour',
      priority: 1,
      categories: [10146, 53],
      name: 'Ershui by rail',
      stops: ['Ershui Station', 'Babao Canal'],
      days: 1,
      attractionIds: [],
      viewsCount: 0,
    } as Tour;
    const data = JSON.parse(tourJsonLd(tour, 'en'));
    expect(data['@type']).toBe('TouristTrip');
    expect(data.touristType).toBe('Railway trips');
    expect(data.itinerary.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Ershui Station',
      'Babao Canal',
    ]);
    expect(data.url).toMatch(/\/en\/tours\/2$/);
    expect(data.image).toMatch(/\/images\/x\.webp$/);
  });

  test('Event, attraction and tour: no image where the item has only the placeholder (it shows nothing of the item)', () => {
    const noPhoto = { ...derived, cover: '/images/placeholder.webp', hasOwnImage: false };
    const event = {
      ...noPhoto,
      id: 1,
      type: 'event',
      priority: 1,
      categories: [53],
      title: 'x',
      date_begin: '2026-03-11',
      viewsCount: 0,
    };
    const attraction = { ...noPhoto, id: 80, type: 'attraction', priority: 1, categories: [53], name: 'x', hits: 0 };
    const tour = {
      ...noPhoto,
      id: 2,
      type: 'tour',
      priority: 1,
      categories: [53],
      name: 'x',
      stops: [],
      days: 1,
      attractionIds: [],
      viewsCount: 0,
    };
    expect(JSON.parse(eventJsonLd(event as TourismEvent, 'en')!).image).toBeUndefined();
    expect(JSON.parse(attractionJsonLd(attraction as Attraction, 'en')).image).toBeUndefined();
    expect(JSON.parse(tourJsonLd(tour as Tour, 'en')).image).toBeUndefined();
    expect(JSON.parse(attractionJsonLd({ ...attraction, ...derived } as Attraction, 'en')).image).toMatch(/x\.webp$/);
  });

  test('BreadcrumbList numbers the crumbs and leaves the current page without a URL', () => {
    const data = JSON.parse(
      breadcrumbJsonLd(
        [{ label: 'Home', href: '/' }, { label: 'Trails', href: '/trails' }, { label: 'Shishan' }],
        'ja',
      ),
    );
    expect(data.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(data.itemListElement[1].item).toMatch(/\/ja\/trails$/);
    expect(data.itemListElement[2].item).toBeUndefined();
    // A list named like its group ends the trail at the group's crumb: still the page itself, no address.
    const list = JSON.parse(
      breadcrumbJsonLd(
        [
          { label: 'Home', href: '/' },
          { label: 'Attractions', href: '/sitemap#group-2' },
        ],
        'en',
      ),
    );
    expect(list.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Attractions' });
  });

  test('NewsArticle: headline, the day posted, no invented change date, the office with its logo', () => {
    const item = {
      id: 12,
      type: 'news',
      categories: [1],
      title: 'Hawk-watching shuttle',
      summary: 'Free shuttles on 21–22 March.',
      date_posted: '2026-03-13',
      viewsCount: 0,
      cover: '/images/news/12.webp',
      hasOwnImage: true,
    } as NewsItem;
    const data = JSON.parse(newsArticleJsonLd(item, 'ja'));
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBe('Hawk-watching shuttle');
    expect(data.datePublished).toBe('2026-03-13');
    expect(data.dateModified).toBeUndefined();
    expect(data.inLanguage).toBe('ja');
    expect(data.url).toMatch(/\/ja\/news\/12$/);
    expect(data.image).toEqual([expect.stringMatching(/\/images\/news\/12\.webp$/)]);
    // The office in the page's language, at its home page in that language.
    expect(data.publisher).toMatchObject({
      '@type': 'GovernmentOrganization',
      name: '参山国家風景区管理処',
      logo: { '@type': 'ImageObject', width: 180, height: 180 },
    });
    expect(data.publisher.url).toMatch(/\/ja$/);
    // The placeholder picture shows nothing of the item: no image then.
    expect(JSON.parse(newsArticleJsonLd({ ...item, hasOwnImage: false }, 'en')).image).toBeUndefined();
  });

  test('Trail: a TouristAttraction with its position when the data has one, none invented otherwise', () => {
    const trail = {
      ...derived,
      id: 55,
      type: 'trail',
      priority: 1,
      categories: [51],
      name: 'Shishan Historic Trail',
      status: 1,
      viewsCount: 0,
      lat: 24.643459,
      lng: 120.985,
    } as Trail;
    const data = JSON.parse(trailJsonLd(trail, 'en'));
    expect(data['@type']).toBe('TouristAttraction');
    expect(data.url).toMatch(/\/en\/trails\/55$/);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 24.643459, longitude: 120.985 });
    expect(data.containedInPlace).toEqual({ '@type': 'TouristDestination', name: 'Baguashan Scenic Area' });
    expect(JSON.parse(trailJsonLd({ ...trail, lat: undefined, lng: undefined }, 'en')).geo).toBeUndefined();
  });

  test('"<" is escaped so text can never close the script element', () => {
    const text = breadcrumbJsonLd([{ label: '</script><script>alert(1)</script>' }], 'en');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  test('WebSite of the home page: the site’s names, publisher and search in the page’s language', () => {
    const zh = JSON.parse(websiteJsonLd('zh-tw'));
    expect(zh).toMatchObject({ '@type': 'WebSite', name: '參山國家風景區管理處', alternateName: '參山國家風景區' });
    expect(zh.url).toMatch(/\/$/);
    expect(zh.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{query\}$/);
    const cn = JSON.parse(websiteJsonLd('zh-cn'));
    expect(cn).toMatchObject({ name: '参山国家风景区管理处', inLanguage: 'zh-Hans' });
    expect(cn.publisher).toMatchObject({ '@type': 'GovernmentOrganization', name: '参山国家风景区管理处' });
    expect(cn.publisher.url).toMatch(/\/zh-cn$/);
    expect(cn.potentialAction.target.urlTemplate).toMatch(/\/zh-cn\/search\?q=\{query\}$/);
  });
});
