import { splitLocale } from '@/lib/i18n/locales';
import { packForPage } from '@/lib/offline/pack-for-page';
import { measurePack, parsePackPage } from '@/lib/offline/pack-size';
import { packSizeKeeper } from '@/lib/offline/pack-size-keeper';
import { ownOrigin } from '@/lib/server/own-origin';

/**
 * The size a "Save for offline" pack will take (lib/offline/pack-size.ts), asked by the box before
 * the visitor presses the button: `?page=/en/lishan`. The server makes the pack's list itself
 * (lib/offline/pack-for-page.ts, as the box does) and reads those pages from itself, at its own
 * address: nothing the visitor sends chooses what it reads or from where. Sizes are kept and
 * measured one at a time (lib/offline/pack-size-keeper.ts), so asking again and again, or for
 * every pack in turn, costs a lookup or a 503, not the server's time. The proxy leaves this
 * address alone (its matcher), so it has no language prefix.
 */
export const dynamic = 'force-dynamic';

const sizeOf = packSizeKeeper(async (page) => {
  const origin = ownOrigin();
  if (!origin) throw new Error('no own origin');
  const { locale, rest } = splitLocale(page);
  const paths = await packForPage(locale, rest);
  return paths ? measurePack(paths, origin) : undefined;
});

export async function GET(request: Request) {
  const page = parsePackPage(new URL(request.url).searchParams);
  if (!page) return Response.json({ error: 'page: one path of this site, such as /en/lishan' }, { status: 400 });
  if (!ownOrigin()) return Response.json({ error: 'The size cannot be measured on this server.' }, { status: 503 });
  const size = sizeOf(page);
  if (size === 'busy')
    return Response.json(
      { error: 'Another pack is being measured; ask again in a moment.' },
      { status: 503, headers: { 'Retry-After': '10' } },
    );
  try {
    const measured = await size;
    if (!measured) return Response.json({ error: 'This page has no offline pack.' }, { status: 404 });
    return Response.json(measured, {
      headers: { 'cache-control': 'public, s-maxage=300, stale-while-revalidate=3600' },
    });
  } catch {
    return Response.json({ error: 'The pages could not be read just now.' }, { status: 503 });
  }
}
