import { NextResponse, type NextRequest } from 'next/server';
import { opsAccess } from '@/lib/server/ops-token';
import { revalidateContent } from '@/lib/server/revalidate-content';
import { tagsToRevalidate } from '@/lib/server/revalidation-request';

/**
 * POST /_ops/revalidate (`npm run ops -- revalidate …`): the pages that showed the named content
 * are rendered again on their next request, in every language. The site's own endpoint, beside
 * /_api rather than in it: with a remote backend /_api belongs to the backend, whose editors call
 * this after a change. Off (404) without OPS_TOKEN; `Authorization: Bearer <OPS_TOKEN>`.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

function fail(status: number, message: string, headers: Record<string, string> = {}) {
  return NextResponse.json({ success: false, status, message }, { status, headers: { ...noStore, ...headers } });
}

export async function POST(request: NextRequest) {
  const access = opsAccess(request.headers.get('authorization'));
  if (access === 'disabled') return fail(404, 'Unknown endpoint.');
  if (access === 'refused') return fail(401, 'The operator token is missing or wrong.');
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 64 * 1024) || '{}');
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
  const wanted = tagsToRevalidate(body);
  if (!wanted.ok) return fail(400, wanted.message);
  // By default expired at once: an operator who fixed a text expects the next visitor, in every
  // language, to see the fix, and the page is rendered again on that request. With "stale": true
  // the next visitor still gets the old page while the new one is rendered (a routine refresh).
  const profile = wanted.stale ? 'max' : { expire: 0 };
  revalidateContent(wanted.tags, profile);
  return NextResponse.json(
    { success: true, status: 200, data: { revalidated: wanted.tags, stale: wanted.stale } },
    { headers: noStore },
  );
}

const notAllowed = () => fail(405, 'Use POST.', { Allow: 'POST' });
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
