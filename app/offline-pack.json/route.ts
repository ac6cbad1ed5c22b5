import { measurePack, parsePackPaths } from '@/lib/offline/pack-size';

/**
 * The size a "Save for offline" pack will take (lib/offline/pack-size.ts), asked by the box before
 * the visitor presses the button. The pages are read from this same server (they are cached
 * pages, and the ones not rendered yet would be rendered by the save anyway). The proxy leaves
 * `.json` addresses alone (its matcher), so the address has no language prefix.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const paths = parsePackPaths(url.searchParams);
  if (!paths) return Response.json({ error: 'path: one to 120 paths of this site' }, { status: 400 });
  try {
    const size = await measurePack(paths, url.origin);
    // The pages behind it are cached for five minutes (s-maxage=300): so is their total.
    return Response.json(size, { headers: { 'cache-control': 'public, s-maxage=300, stale-while-revalidate=3600' } });
  } catch {
    return Response.json({ error: 'The pages could not be read just now.' }, { status: 503 });
  }
}
