import { describe, expect, test } from 'vitest';
import { contentTagsOf } from '@/lib/api/cache-tags';
import { apiPath, apiSegments } from '@/lib/http/api-path';
import { fileAreaNav } from '@/lib/navigation/file-area';
import { usesFileAreaLayout } from '@/lib/routing/file-area-layout';
import { decideProxy } from '@/lib/routing/proxy-rules';
import { detailTarget, isMissingDetail } from '@/lib/routing/request-guards';
import { sections } from '@/lib/sections';

const onHost = (pathname: string, host = 'files.example.gov.tw') =>
  decideProxy({ pathname, search: '', host, fileAreaHost: 'files.example.gov.tw', isStaging: false });

describe('the file area', () => {
  test('its host serves the file area at its root, in every language', () => {
    expect(onHost('/')).toEqual({ kind: 'rewrite', pathname: '/file-area' });
    expect(onHost('/faq')).toEqual({ kind: 'rewrite', pathname: '/file-area/faq' });
    expect(onHost('/en/online-file/detail/2')).toEqual({
      kind: 'rewrite',
      pathname: '/en/file-area/online-file/detail/2',
    });
    expect(onHost('/ja')).toEqual({ kind: 'rewrite', pathname: '/ja/file-area' });
    // Its own addresses work there too, and the main host is left alone.
    expect(onHost('/file-area/faq')).toEqual({ kind: 'continue' });
    expect(onHost('/faq', 'www.example.gov.tw')).toEqual({ kind: 'continue' });
    expect(onHost('/faq', 'FILES.example.gov.tw:443')).toEqual({ kind: 'rewrite', pathname: '/file-area/faq' });
  });

  test('its pages, and only they, take its layout', () => {
    for (const page of fileAreaNav) expect(usesFileAreaLayout(page.href), page.href).toBe(true);
    expect(usesFileAreaLayout('/en/file-area/activity/detail/3')).toBe(true);
    expect(usesFileAreaLayout('/file-areas')).toBe(false);
    expect(usesFileAreaLayout('/faq')).toBe(false);
  });

  test('its detail addresses are known to the proxy: an impossible or unknown id is a 404 at once', () => {
    expect(detailTarget('/en/file-area/online-file/detail/3')).toEqual({ section: 'fileAreaExhibitions', id: '3' });
    expect(detailTarget('/file-area/activity/detail/1')).toEqual({ section: 'fileAreaAlbums', id: '1' });
    expect(detailTarget('/file-area/online-file')).toBeUndefined();
    expect(isMissingDetail('/file-area/online-file/detail/abc')).toBe(true);
    expect(isMissingDetail('/file-area/activity/detail/2', () => false)).toBe(true);
    expect(isMissingDetail('/file-area/activity/detail/2', () => true)).toBe(false);
    // The main site's detail addresses are unchanged.
    expect(detailTarget('/ja/events/3')).toEqual({ section: 'events', id: '3' });
    expect(detailTarget('/applications/progress')).toBeUndefined();
  });

  test('its endpoints live at /_api/file-area/{lang}/ and are cached under their own tags', () => {
    expect(apiSegments('en', 'file-area/galleries/2')).toEqual(['file-area', 'en', 'galleries', '2']);
    expect(apiPath('ja', 'file-area/apply')).toBe('/_api/file-area/ja/apply');
    expect(apiPath('zh-tw', 'suggest-opinion')).toBe('/_api/zh-tw/suggest-opinion');
    expect(contentTagsOf('file-area/galleries/2')).toEqual(['content', 'file-area-galleries', 'file-area-galleries/2']);
    expect(sections.fileAreaApply.endpoint).toBe('file-area/apply');
  });
});
