import { deriveCategoryNames } from '@/lib/domain/category';
import { deriveCover, isPlaceholder } from '@/lib/domain/cover';
import { splitLatLng } from '@/lib/domain/latlng';
import { areaIds, type AreaId } from '@/lib/schemas/attraction';
import type { Image } from '@/lib/schemas/common';
import type { Envelope } from '@/lib/schemas/envelope';

/** The fields spec section 3 derives for every common list item. */
export type DerivedFields = {
  areaId: AreaId | undefined;
  areaName: string | undefined;
  categoryNames: string[];
  districtName: string | undefined;
  countyId: number | undefined;
  countyName: string | undefined;
  cover: string;
  hasOwnImage: boolean;
  lat: number | undefined;
  lng: number | undefined;
};

/** The wire fields of a common list item the derived fields are made from. */
export type CommonWire = {
  categories: number[];
  images: Image[];
  thumb?: string;
  latlng?: string;
  zipcode?: string;
  county_id?: number;
};

export function deriveCommonFields(wire: CommonWire, side: Envelope<unknown>): DerivedFields {
  const areaId = wire.categories.find((id): id is AreaId => (areaIds as readonly number[]).includes(id));
  const district = side.district?.find((d) => d.zipcode === wire.zipcode);
  const countyId = wire.county_id ?? district?.county_id;
  const cover = deriveCover({ images: wire.images, thumb: wire.thumb });
  const position = splitLatLng(wire.latlng);
  return {
    areaId,
    areaName: side.area?.find((area) => area.id === areaId)?.name,
    categoryNames: deriveCategoryNames(wire.categories, side.category ?? []),
    districtName: district?.name,
    countyId,
    countyName: side.county?.find((county) => county.id === countyId)?.name,
    cover,
    hasOwnImage: !isPlaceholder(cover),
    lat: position?.lat,
    lng: position?.lng,
  };
}
