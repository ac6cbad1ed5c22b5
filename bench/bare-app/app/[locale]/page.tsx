import { getTranslations, setRequestLocale } from 'next-intl/server';

export default async function Home({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </main>
  );
}
