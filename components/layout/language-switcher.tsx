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
import { switcherTargets } from '@/lib/i18n/switcher-targets';
import { isPathVisibleBy, type DeploymentVisibility } from '@/lib/routing/visibility-rules';
import type { LanguageHomeNotes } from './language-home-notes';
import styles from './language-switcher.module.css';

type Props = {
  locale: Locale;
  label: string;
  toggleLabel: string;
  /** Each target language's own words for "not offered here: that language's home page" (language-home-notes.ts). */
  homeNotes: LanguageHomeNotes;
  /** The registry's visibility rules on this deployment (visibility.ts), handed over so the registry stays off the browser. */
  visibility: DeploymentVisibility;
};

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

function SwitcherLinks({ locale, label, toggleLabel, homeNotes, visibility, search }: Props & { search: string }) {
  const { rest } = splitLocale(usePathname());
  const { languages, toggle } = switcherTargets(locale);
  // A page hidden in a language (the glossary in Japanese, travel tips in Chinese) leads to that
  // language's home page, and its link says so in that language, rather than the language vanishing.
  const link = (target: Locale) =>
    isPathVisibleBy(visibility.rules, rest, target, visibility.isStaging)
      ? { href: `${localizedPath(target, rest)}${search}`, name: endonym[target], note: undefined }
      : {
          href: localizedPath(target, '/'),
          name: `${endonym[target]}: ${homeNotes[target] ?? ''}`,
          note: homeNotes[target],
        };
  const item = (target: Locale, title?: string) => {
    const { href, name, note } = link(target);
    return (
      <li key={target}>
        <a
          className={styles.link}
          href={href}
          hrefLang={htmlLang[target]}
          lang={htmlLang[target]}
          aria-label={name}
          title={note ?? title}
        >
          {endonymShort[target]}
        </a>
      </li>
    );
  };
  return (
    <ul className={styles.list} aria-label={label}>
      {toggle && isChinese(locale) ? item(toggle, toggleLabel) : null}
      {languages.map((target) => item(target))}
    </ul>
  );
}
