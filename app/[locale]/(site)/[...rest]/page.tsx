import { notFound } from 'next/navigation';

// Every path no page claims: the localized 404 page, with status 404.
export default function UnknownPage() {
  notFound();
}
