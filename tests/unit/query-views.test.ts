import { describe, expect, test } from 'vitest';
import { queryViews } from '@/app/[locale]/(site)/query-views';
import { queryTwinPath } from '@/lib/routing/query-pages';
import { queryParamsOf, queryReadingSections, sectionEntries, sections } from '@/lib/sections';

// The views are imported as they are (their server components are not rendered here).
describe('query views', () => {
  test('every section whose page reads its query has a view, and only those (aliases left out)', () => {
    const expected = queryReadingSections().filter((key) => !('aliasOf' in sections[key]));
    expect(Object.keys(queryViews).sort()).toEqual([...expected].sort());
  });

  test('every twin address the proxy rewrites to names a view, the alias /attraction included', () => {
    for (const [, section] of sectionEntries) {
      for (const name of queryParamsOf(section)) {
        const twin = queryTwinPath(`/en${section.path}`, new URLSearchParams({ [name]: '1' }));
        expect(twin, `${section.path}?${name}=`).toMatch(/^\/en\/_query\/[a-zA-Z]+$/);
        expect(Object.keys(queryViews)).toContain(twin!.split('/').pop());
      }
    }
  });
});
