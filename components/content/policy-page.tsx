import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildPageMetadata } from '@/lib/seo/metadata';

export type PolicyKey = 'privacy' | 'security' | 'copyright';
type Props = { params: Promise<{ locale: string }> };
type Section = { heading: string; body: string };

export async function buildPolicyMetadata(policy: PolicyKey, { params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Policies' });
  return buildPageMetadata({
    locale,
    path: `/${policy}`,
    name: t(`${policy}.title`),
    description: t(`${policy}.description`),
  });
}

/** The privacy, security and copyright pages: headed sections from the messages. */
export async function PolicyPage({ policy, params }: Props & { policy: PolicyKey }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Policies');
  const sections = t.raw(`${policy}.sections`) as Section[];
  return (
    <div className="container page">
      <Breadcrumbs locale={locale} section={policy} trail={[{ label: t(`${policy}.title`) }]} />
      <h1>{t(`${policy}.title`)}</h1>
      <div className="prose">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
