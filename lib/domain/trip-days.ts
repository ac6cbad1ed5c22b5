/** Planning paces for routes with no published time: mountain walking and leisure cycling, in km/h. */
const paceKmPerHour = { walk: 2, cycle: 12 } as const;

/**
 * The trip duration class (spec section 9: 0.5, 1, 2 or 3 days) a route belongs to, for the
 * days filter. An editorial `days` wins; otherwise it follows from the published time, or from
 * the length at a planning pace: up to 4 hours is half a day, up to 8 hours one day, more is two.
 * Undefined when nothing is known, so the route is never claimed for a duration.
 */
export function tripDaysOf(
  route: { days?: number; minutes?: number; lengthKm?: number },
  pace: keyof typeof paceKmPerHour,
): number | undefined {
  if (route.days !== undefined) return route.days;
  const minutes =
    route.minutes ?? (route.lengthKm !== undefined ? (route.lengthKm / paceKmPerHour[pace]) * 60 : undefined);
  if (minutes === undefined) return undefined;
  if (minutes <= 240) return 0.5;
  if (minutes <= 480) return 1;
  return 2;
}
