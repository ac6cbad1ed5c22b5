import 'server-only';
import { countyIdOfZipcode } from './taxonomy';

type Placed = {
  zipcode?: string;
  images?: readonly { url: string; isCover?: boolean }[];
  /** The record's own category (a souvenir's kind, a tour's theme), when the resource has one. */
  category?: number;
};

/**
 * The common list item's derived fields (spec section 3) every resource sends alike: the county of
 * its postal code, the counties it concerns, its kind's id, and its list picture.
 */
export function commonListFields(seed: Placed) {
  const county = seed.zipcode ? countyIdOfZipcode(seed.zipcode) : undefined;
  const cover = seed.images?.find((image) => image.isCover) ?? seed.images?.[0];
  return {
    county_id: county,
    related_county: county !== undefined ? [county] : undefined,
    type_id: seed.category,
    thumb: cover?.url,
  };
}
