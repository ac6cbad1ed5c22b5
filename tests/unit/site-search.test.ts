import { describe, expect, test } from 'vitest';
import { splitKeywords } from '@/lib/domain/keyword';
import { searchGroups, type SearchDocument } from '@/lib/domain/site-search';

const doc = (href: string, title: string, ...texts: string[]): SearchDocument => ({
  href,
  title,
  texts: [title, ...texts],
});

const attractions = [
  doc('/attractions/1', 'Quanhua Temple', 'On the Shishan Old Trail'),
  doc('/attractions/2', 'Lion’s Head Mountain Visitor Center', 'Start of the Shishan Old Trail'),
];
const trails = [
  doc('/trails/55', 'Shishan Old Trail', '4.39 km past temples'),
  doc('/trails/56', 'Tengmiao Trail', '2.11 km'),
];
const groups = [
  { key: 'attractions' as const, documents: attractions },
  { key: 'trails' as const, documents: trails },
  { key: 'news' as const, documents: [doc('/news/1', 'Bus timetable changes')] },
];

describe('site search', () => {
  test('finds every page holding all the words, in any of its texts, grouped by kind', () => {
    const result = searchGroups(groups, splitKeywords('SHISHAN trail'));
    expect(result.map((group) => [group.key, group.hits.map((hit) => hit.href)])).toEqual([
      ['attractions', ['/attractions/1', '/attractions/2']],
      ['trails', ['/trails/55']],
    ]);
  });

  test('within a group, pages whose title holds every word come first, the rest keep the list order', () => {
    const [all] = searchGroups(
      [{ key: 'all', documents: [...attractions, ...trails] }],
      splitKeywords('shishan trail'),
    );
    expect(all?.hits.map((hit) => hit.href)).toEqual(['/trails/55', '/attractions/1', '/attractions/2']);
  });

  test('no words, or no page with all of them, finds nothing', () => {
    expect(searchGroups(groups, [])).toEqual([]);
    expect(searchGroups(groups, splitKeywords('shishan timetable'))).toEqual([]);
  });
});
