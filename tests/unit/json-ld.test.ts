import { describe, expect, test } from 'vitest';
import type { Attraction } from '@/lib/api/attractions';
import type { DerivedFields } from '@/lib/api/derive';
import type { TourismEvent } from '@/lib/api/events';
import type { Tour } from '@/lib/api/tours';
import { attractionJsonLd, breadcrumbJsonLd, eventJsonLd, tourJsonLd } from '@/lib/seo/json-ld';

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
  test('Event: whole days in Taiwan time (+08:00), a Place with coordinates, the localized URL', () => {
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
    expect(data.startDate).toBe('2026-03-11T00:00:00+08:00');
    expect(data.endDate).toBe('2026-03-31T23:59:59+08:00');
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
  });

  test('"<" is escaped so text can never close the script element', () => {
    const text = breadcrumbJsonLd([{ label: '</script><script>alert(1)</script>' }], 'en');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
