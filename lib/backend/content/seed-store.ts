import 'server-only';

/** Validated seed records of one resource, findable by id. Duplicate ids are a seed error. */
export type SeedStore<T extends { id: number }> = { all(): readonly T[]; find(id: number): T | undefined };

export function createSeedStore<T extends { id: number }>(name: string, records: readonly T[]): SeedStore<T> {
  const byId = new Map(records.map((record) => [record.id, record]));
  if (byId.size !== records.length) throw new Error(`Seed data of ${name} has duplicate ids`);
  return { all: () => records, find: (id) => byId.get(id) };
}

/** An id from a URL segment: a plain positive integer, else undefined. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** "lat,lng" for the contract, when both are known. */
export function toLatlng(lat: number | undefined, lng: number | undefined): string | undefined {
  return lat !== undefined && lng !== undefined ? `${lat},${lng}` : undefined;
}
