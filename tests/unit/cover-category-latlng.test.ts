import { describe, expect, test } from 'vitest';
import { deriveCategoryNames, filterByCategory } from '@/lib/domain/category';
import { deriveCover, placeholderImage } from '@/lib/domain/cover';
import { splitLatLng } from '@/lib/domain/latlng';

describe('deriveCover (placeholder fallback)', () => {
  test('prefers the image marked isCover', () => {
    expect(deriveCover({ images: [{ url: '/a.webp' }, { url: '/b.webp', isCover: true }] })).toBe('/b.webp');
  });
  test('falls back to the first image, then the thumb', () => {
    expect(deriveCover({ images: [{ url: '/a.webp' }] })).toBe('/a.webp');
    expect(deriveCover({ images: [], thumb: '/t.webp' })).toBe('/t.webp');
  });
  test('falls back to the placeholder when nothing usable is there', () => {
    expect(deriveCover({})).toBe(placeholderImage);
    expect(deriveCover({ images: [{ url: '  ', isCover: true }], thumb: '' })).toBe(placeholderImage);
    expect(deriveCover({ images: null, thumb: null })).toBe(placeholderImage);
  });
});

describe('category filter', () => {
  const items = [
    { id: 1, categories: [51] },
    { id: 2, categories: [52] },
    { id: 3, categories: [53, 51] },
  ];
  test('keeps only the items of the category', () => {
    expect(filterByCategory(items, 51).map((item) => item.id)).toEqual([1, 3]);
  });
  test('keeps everything without a category', () => {
    expect(filterByCategory(items, undefined)).toHaveLength(3);
  });
  test('derives category names from the envelope list', () => {
    expect(deriveCategoryNames([53, 99], [{ id: 53, name: '八卦山風景區' }])).toEqual(['八卦山風景區']);
  });
});

describe('splitLatLng', () => {
  test('splits the comma string into numbers', () => {
    expect(splitLatLng('24.655609,121.024353')).toEqual({ lat: 24.655609, lng: 121.024353 });
    expect(splitLatLng(' 24.1 , 120.5 ')).toEqual({ lat: 24.1, lng: 120.5 });
  });
  test('rejects malformed or out-of-range values', () => {
    for (const bad of ['', '24.1', '24.1,', 'a,b', '91,120', '24,181', '1,2,3', null, undefined]) {
      expect(splitLatLng(bad)).toBeUndefined();
    }
  });
});
