import { describe, expect, test } from 'vitest';
import taxonomy from '@/data/taxonomy.json';
import { defaultLocatorPoint, locatorTarget, nearbyHref, parseNearbyQuery } from '@/lib/domain/live/locator';
import { isSupportedZip, zipInfo, zipInfoByTownCode, zipTable } from '@/lib/domain/live/zip-table';

describe('zip-code table', () => {
  test('holds the 19 verified codes, the same as the site taxonomy, with county and district', () => {
    expect(zipTable).toHaveLength(19);
    expect(zipTable.map((info) => info.zipcode)).toEqual(taxonomy.districts.map((district) => district.zipcode));
    for (const info of zipTable) {
      const district = taxonomy.districts.find((entry) => entry.zipcode === info.zipcode)!;
      expect(info.district).toBe(district['zh-tw']);
      expect(info.countyId).toBe(district.county_id);
    }
    expect(zipTable.filter((info) => info.verifiedInArea)).toHaveLength(16);
  });

  test('knows the townships of the visitor centres, with MOI town codes', () => {
    expect(zipInfo('424')).toMatchObject({
      county: '臺中市',
      district: '和平區',
      townCode: '66000290',
      countyCode: '66000',
    });
    expect(zipInfo('353')).toMatchObject({ county: '苗栗縣', district: '南庄鄉', townCode: '10005110' });
    expect(zipInfoByTownCode('10007010')?.zipcode).toBe('500');
    expect(isSupportedZip('551')).toBe(true);
    expect(isSupportedZip('100')).toBe(false);
    expect(isSupportedZip(undefined)).toBe(false);
    expect(zipInfo('999')).toBeUndefined();
  });
});

describe('locator decision (spec sections 2 and 8)', () => {
  const lishan = { lat: 24.255, lng: 121.2512 };

  test('a supported postal code goes to /nearby with gps and zipcode', () => {
    const target = locatorTarget({ ok: true, position: lishan }, { ok: true, zipcode: '424' });
    expect(target).toMatchObject({
      kind: 'nearby',
      href: '/nearby?gps=24.255,121.2512&zipcode=424',
      usedDefaultPosition: false,
      usedFallbackZipcode: false,
    });
  });

  test('an unsupported postal code goes to /not-in-trimt', () => {
    expect(locatorTarget({ ok: true, position: { lat: 25.04, lng: 121.56 } }, { ok: true, zipcode: '110' }).href).toBe(
      '/not-in-trimt',
    );
  });

  test('geolocation failure falls back to the default point near 23.02 N, 121.32 E', () => {
    const target = locatorTarget({ ok: false }, { ok: true, zipcode: undefined });
    expect(defaultLocatorPoint).toEqual({ lat: 23.02, lng: 121.32 });
    expect(target).toMatchObject({ position: defaultLocatorPoint, usedDefaultPosition: true });
  });

  test('postal lookup failure (or a point outside every township) falls back to 100, which is outside', () => {
    for (const lookup of [
      { ok: false } as const,
      { ok: true, zipcode: undefined } as const,
      { ok: true, zipcode: 'abc' } as const,
    ]) {
      const target = locatorTarget({ ok: true, position: lishan }, lookup);
      expect(target).toMatchObject({
        zipcode: '100',
        usedFallbackZipcode: true,
        kind: 'not-in-trimt',
        href: '/not-in-trimt',
      });
    }
  });

  test('nearbyHref keeps six decimals', () => {
    expect(nearbyHref({ lat: 24.123456789, lng: 121.987654321 }, '424')).toBe(
      '/nearby?gps=24.123457,121.987654&zipcode=424',
    );
  });
});

describe('/nearby query', () => {
  test('reads gps and zipcode from URLSearchParams or Next searchParams', () => {
    expect(parseNearbyQuery(new URLSearchParams('gps=24.255,121.2512&zipcode=424'))).toEqual({
      ok: true,
      value: { position: lishan(), zipcode: '424', supported: true },
    });
    expect(parseNearbyQuery({ gps: ['24.255, 121.2512', 'x'], zipcode: '100' })).toEqual({
      ok: true,
      value: { position: lishan(), zipcode: '100', supported: false },
    });
  });

  test('gives typed errors for missing, malformed and out-of-range input', () => {
    expect(parseNearbyQuery({})).toEqual({
      ok: false,
      errors: [
        { field: 'gps', reason: 'missing' },
        { field: 'zipcode', reason: 'missing' },
      ],
    });
    expect(parseNearbyQuery({ gps: '24.2', zipcode: '424' })).toEqual({
      ok: false,
      errors: [{ field: 'gps', reason: 'malformed' }],
    });
    expect(parseNearbyQuery({ gps: '24.2,abc', zipcode: '424' })).toMatchObject({
      ok: false,
      errors: [{ field: 'gps', reason: 'malformed' }],
    });
    expect(parseNearbyQuery({ gps: 'Infinity,1', zipcode: '424' })).toMatchObject({
      ok: false,
      errors: [{ field: 'gps', reason: 'malformed' }],
    });
    expect(parseNearbyQuery({ gps: '91,121', zipcode: '424' })).toMatchObject({
      ok: false,
      errors: [{ field: 'gps', reason: 'out-of-range' }],
    });
    expect(parseNearbyQuery({ gps: '24,-181', zipcode: '424' })).toMatchObject({
      ok: false,
      errors: [{ field: 'gps', reason: 'out-of-range' }],
    });
    expect(parseNearbyQuery({ gps: '24,121', zipcode: '42' })).toEqual({
      ok: false,
      errors: [{ field: 'zipcode', reason: 'malformed' }],
    });
    expect(parseNearbyQuery({ gps: '24,121', zipcode: '4240' })).toMatchObject({ ok: false });
  });
});

function lishan() {
  return { lat: 24.255, lng: 121.2512 };
}
