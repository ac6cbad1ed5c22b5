import { notFound } from 'next/navigation';

/**
 * Any address below a language that no page claims: the [locale] not-found page answers 404 in
 * that language. Rendered per request and never cached, so invented addresses cannot fill the
 * page cache.
 */
export const dynamic = 'force-dynamic';

export default function UnknownPage(): never {
  notFound();
}
