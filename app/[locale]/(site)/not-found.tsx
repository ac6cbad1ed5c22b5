import { NotFoundContent } from '@/components/content/not-found-content';

// Reached when a page calls notFound() (an id the backend does not know). Next draws this one in
// the browser only (vercel/next.js#62228), so every address the proxy can judge goes to
// app/not-found.tsx instead, which is rendered on the server.
export default function NotFoundPage() {
  return <NotFoundContent />;
}
