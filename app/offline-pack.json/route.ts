import { splitLocale } from '@/lib/i18n/locales';
import { packForPage } from '@/lib/offline/pack-for-page';
import { measurePack, parsePackPage, type PackSize } from '@/lib/offline/pack-size';
import { ownOrigin } from '@/lib/server/own-origin';

/**
 * The size a "Save for offline" pack will take (lib/offline/pack-size.ts), asked by the box before
 * the visitor presses the button: `?page=/en/lishan`. The server makes the pack's list itself
 * (lib/offline/pack-for-page.ts, as the box does) and reads those pages from itself, at its own
 * address: nothing the visitor sends chooses what it reads or from where. There are a few hundred
 * packs (pages × languages), and each size is kept for five minutes, shared by concurrent askers:
 * asking again and again costs a lookup, not a measurement. The proxy leaves `.json` addresses
 * alone (its matcher), so the address has no language prefix.
 */
export const dynamic = 'force-dynamic';

const keptMs = 5 * 60_000;
const maxKept = 2_000;
const kept = new Map<string, { at: number; size: Promise<PackSize | undefined> }>();

function sizeOf(page: string, origin: string): Promise<PackSize | undefined> {
  const now = Date.now();
  const found = kept.get(page);
  if (found && now - found.at < keptMs) return found.size;
  const { locale, rest } = splitLocale(page);
  const size = packForPage(locale, rest).then((paths) => (paths ? measurePack(paths, origin) : undefined));
  // A failed measurement is not kept: the next asker tries again.
  size.catch(() => kept.delete(page));
  kept.delete(page);
  kept.set(page, { at: now, size });
  for (const oldest of kept.keys()) {
    if (kept.size <= maxKept) break;
    kept.delete(oldest);
  }
  return size;
}

export async function GET(request: Request) {
  const page = parsePackPage(new URL(request.url).searchParams);
  if (!page) return Response.json({ error: 'page: one path of this site, such as /en/lishan' }, { status: 400 });
  const origin = ownOrigin();
  if (!origin) return Response.json({ error: 'The size cannot be measured on this server.' }, { status: 503 });
  try {
    const size = await sizeOf(page, origin);
    if (!size) return Response.json({ error: 'This page has no offline pack.' }, { status: 404 });
    return Response.json(size, { headers: { 'cache-control': 'public, s-maxage=300, stale-while-revalidate=3600' } });
  } catch {
    return Response.json({ error: 'The pages could not be read just now.' }, { status: 503 });
  }
}
