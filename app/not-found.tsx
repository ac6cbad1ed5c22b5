import Link from 'next/link';

// Only reached by requests outside the language routes (the proxy sends everything else to the
// localized 404 page); kept minimal and bilingual because the language is unknown here.
export default function GlobalNotFound() {
  return (
    <html lang="zh-Hant-TW">
      <body>
        <main style={{ padding: '48px 16px', maxWidth: 640, margin: '0 auto' }}>
          <h1>找不到網頁</h1>
          <p lang="en">Page not found.</p>
          <p>
            <Link href="/">回首頁</Link> ·{' '}
            <Link href="/en" lang="en">
              English
            </Link>{' '}
            ·{' '}
            <Link href="/ja" lang="ja">
              日本語
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
