/**
 * Spec section 4: "Parking status level from occupancy rate: 0 below 0.2; 1 from 0.2 to below
 * 0.6; 2 at 0.6 and above." Occupancy = (total_car - empty_car) / total_car.
 *
 * Car park feeds are noisy (TDX reports -1 for "unknown", counters drift past the total), so
 * anything that does not describe a real car park gives `undefined` — the UI shows "unknown"
 * rather than a made-up colour, and nothing throws.
 */
export type ParkingLevel = 0 | 1 | 2;

export const parkingLevelThresholds = { busy: 0.2, full: 0.6 } as const;

/** Share of occupied spaces in [0, 1], or undefined when the counts make no sense. */
export function occupancyRate(
  totalCar: number | null | undefined,
  emptyCar: number | null | undefined,
): number | undefined {
  if (!isCount(totalCar) || !isCount(emptyCar)) return undefined;
  if (totalCar === 0 || emptyCar > totalCar) return undefined;
  return (totalCar - emptyCar) / totalCar;
}

export function parkingLevelOfRate(rate: number | undefined): ParkingLevel | undefined {
  if (rate === undefined || !Number.isFinite(rate) || rate < 0 || rate > 1) return undefined;
  if (rate < parkingLevelThresholds.busy) return 0;
  if (rate < parkingLevelThresholds.full) return 1;
  return 2;
}

export function parkingLevel(
  totalCar: number | null | undefined,
  emptyCar: number | null | undefined,
): ParkingLevel | undefined {
  return parkingLevelOfRate(occupancyRate(totalCar, emptyCar));
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
