import { describe, expect, it } from 'vitest';
import { largeRendition } from '@/lib/domain/media/large-rendition';

const folder = 'https://www.trimt-nsa.gov.tw/Content/Uploads/StrollArea/Detail';

describe('largeRendition (spec: a gallery thumbnail is swapped to a larger size)', () => {
  it('drops the _thumb suffix of the office’s upload folder, whatever the extension', () => {
    expect(largeRendition(`${folder}/7a35ab91_thumb.jpg`)).toBe(`${folder}/7a35ab91.jpg`);
    expect(largeRendition(`${folder}/7a35ab91_thumb.PNG`)).toBe(`${folder}/7a35ab91.PNG`);
    expect(largeRendition(`${folder}/d34f464d_thumb.JPG?v=2`)).toBe(`${folder}/d34f464d.JPG?v=2`);
  });

  it('leaves an address that is already the large rendition, or is not a thumbnail, as it is', () => {
    expect(largeRendition(`${folder}/944c4998.jpg`)).toBe(`${folder}/944c4998.jpg`);
    expect(largeRendition('/images/attractions/80.webp')).toBe('/images/attractions/80.webp');
    // _thumb elsewhere in the name is not the suffix.
    expect(largeRendition(`${folder}/a_thumb_b.jpg`)).toBe(`${folder}/a_thumb_b.jpg`);
    expect(largeRendition(`${folder}_thumb/a.jpg`)).toBe(`${folder}_thumb/a.jpg`);
  });
});
