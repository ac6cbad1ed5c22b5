'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import {
  endonym,
  endonymShort,
  htmlLang,
  isChinese,
  localizedPath,
  splitLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { isPathVisible } from '@/lib/routing/visibility';
import styles from './language-switcher.module.css';

type Props = { locale: Locale; label: string; toggleLabel: string; isStaging?: boolean };

/** Which languages to offer: the others, and on Chinese pages the simplified/traditional toggle. */
export function switcherTargets(locale: Locale): { languages: Locale[]; toggle?: Locale } {
  if (locale === 'zh-tw') return { languages: ['en', 'ja'], toggle: 'zh-cn' };
  if (locale === 'zh-cn') return { languages: ['en', 'ja'], toggle: 'zh-tw' };
  return { languages: (['zh-tw', 'en', 'ja'] as const).filter((other) => other !== locale) };
}

export function LanguageSwitcher(props: Props) {
  // useSearchParams needs a Suspense boundary; without it the links simply keep the path.
  return (
    <Suspense fallback={<SwitcherLinks {...props} search="" />}>
      <SwitcherWithSearch {...props} />
    </Suspense>
  );
}

function SwitcherWithSearch(props: Props) {
  const search = useSearchParams().toString();
  return <SwitcherLinks {...props} search={search ? `?${search}` : ''} />;
}

function SwitcherLinks({ locale, label, toggleLabel, isStaging = false, search }: Props & { search: string }) {
  const { rest } = splitLocale(usePathname());
  const targets = switcherTargets(locale);
  // A page hidden in a language (e.g. the glossary in Japanese) offers no link to it there.
  const visible = (target: Locale) => isPathVisible(rest, target, isStaging);
  const languages = targets.languages.filter(visible);
  const toggle = targets.toggle && visible(targets.toggle) ? targets.toggle : undefined;
  const href = (target: Locale) => `${localizedPath(target, rest)}${search}`;
  return (
    <ul className={styles.list} aria-label={label}>
      {toggle && isChinese(locale) ? (
        <li>
          <a
            className={styles.link}
            href={href(toggle)}
            hrefLang={htmlLang[toggle]}
            lang={htmlLang[toggle]}
            aria-label={endonym[toggle]}
            title={toggleLabel}
          >
            {endonymShort[toggle]}
          </a>
        </li>
      ) : null}
      {languages.map((target) => (
        <li key={target}>
          <a
            className={styles.link}
            href={href(target)}
            hrefLang={htmlLang[target]}
            lang={htmlLang[target]}
            aria-label={endonym[target]}
          >
            {endonymShort[target]}
          </a>
        </li>
      ))}
    </ul>
  );
}
