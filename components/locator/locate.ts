import { livePaths } from '@/lib/api/live/paths';
import { ajaxHeader } from '@/lib/http/ajax-header';
import type { LatLng } from '@/lib/domain/latlng';
import {
  locatorPosition,
  locatorTarget,
  type GeolocationOutcome,
  type PostalLookupOutcome,
} from '@/lib/domain/live/locator';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export type LocateResult = { kind: 'denied' } | { kind: 'go'; href: string };

/**
 * The nearby-places button's work (spec section 2), loaded only when the button is pressed:
 * position → postal code (through /_api/{lang}/geocode) → /nearby or /not-in-trimt.
 * Spec section 8's fallbacks are in lib/domain/live/locator.ts. A refused permission is not a
 * "failure" to paper over with the default point: the visitor said no, so the button says why
 * nothing happened instead.
 */
export async function locate(
  locale: Locale,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  const found = await currentPosition(geolocation);
  if (found === 'denied') return { kind: 'denied' };
  const { position } = locatorPosition(found);
  const target = locatorTarget(found, await lookupZipcode(locale, position));
  return { kind: 'go', href: localizedPath(locale, target.href) };
}

function currentPosition(geolocation: Geolocation | undefined): Promise<GeolocationOutcome | 'denied'> {
  if (!geolocation) return Promise.resolve({ ok: false });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      // 1 is PERMISSION_DENIED; unavailable (2) and timeout (3) fall back to the default point.
      (error) => resolve(error.code === 1 ? 'denied' : { ok: false }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

async function lookupZipcode(locale: Locale, position: LatLng): Promise<PostalLookupOutcome> {
  try {
    const response = await fetch(livePaths.geocode(locale, position), {
      headers: { ...ajaxHeader, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`geocode answered ${response.status}`);
    // A hand check rather than the zod schema: this chunk stays a few hundred bytes.
    const data = ((await response.json()) as { data?: { status?: unknown; zipcode?: unknown } }).data;
    if (data?.status === 'outside') return { ok: true, zipcode: undefined };
    if (data?.status === 'found' && typeof data.zipcode === 'string') return { ok: true, zipcode: data.zipcode };
    throw new Error('geocode answered outside the contract');
  } catch (error) {
    // Spec section 8: logged only; the postal code falls back to 100.
    console.error('[locator] postal code lookup failed', error instanceof Error ? error.message : error);
    return { ok: false };
  }
}
