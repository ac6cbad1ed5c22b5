// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/en/attractions', search: 'category=52' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const { LanguageSwitcher } = await import('@/components/layout/language-switcher');
const { switcherTargets } = await import('@/lib/i18n/switcher-targets');
// The rules the server hands over, as the site header does.
const { deploymentVisibility } = await import('@/lib/routing/visibility');
const visibility = deploymentVisibility(false);

const homeNotes = {
  'zh-tw': '這一頁沒有中文版：前往中文版首頁',
  en: 'This page is not available in English: go to the English home page',
  ja: 'このページには日本語版がありません。日本語版のトップページへ移動します',
};

describe('LanguageSwitcher', () => {
  test('lists the other languages, keeping the path and query', () => {
    render(
      <LanguageSwitcher
        locale="en"
        label="Language"
        toggleLabel="Switch to Simplified Chinese"
        homeNotes={homeNotes}
        visibility={visibility}
      />,
    );
    const list = screen.getByRole('list', { name: 'Language' });
    expect(within(list).getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/attractions?category=52');
    expect(within(list).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/attractions?category=52');
    expect(within(list).queryByRole('link', { name: 'English' })).toBeNull();
  });

  test('offers the simplified toggle on Traditional Chinese pages, marked with its language', () => {
    navigation.pathname = '/lion';
    navigation.search = '';
    render(
      <LanguageSwitcher
        locale="zh-tw"
        label="語言"
        toggleLabel="切換簡體中文"
        homeNotes={homeNotes}
        visibility={visibility}
      />,
    );
    const toggle = screen.getByRole('link', { name: '简体中文' });
    expect(toggle).toHaveAttribute('href', '/zh-cn/lion');
    expect(toggle).toHaveAttribute('lang', 'zh-Hans');
    expect(toggle).toHaveTextContent('简体');
  });

  test('leads to the home page of a language in which the page is hidden, saying so in that language', () => {
    navigation.pathname = '/en/bilingual-glossary';
    navigation.search = 'q=tea';
    render(
      <LanguageSwitcher locale="en" label="Language" toggleLabel="" homeNotes={homeNotes} visibility={visibility} />,
    );
    expect(screen.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/bilingual-glossary?q=tea');
    const japanese = screen.getByRole('link', { name: `日本語: ${homeNotes.ja}` });
    expect(japanese).toHaveAttribute('href', '/ja');
    expect(japanese).toHaveAttribute('lang', 'ja');
    expect(japanese).toHaveAttribute('title', homeNotes.ja);
    expect(japanese).toHaveTextContent('日本語');
  });

  test('a staging-only page keeps its path on the staging build and leads home elsewhere', () => {
    navigation.pathname = '/en/sustainable-tourism';
    navigation.search = '';
    const switcher = (onStaging: boolean) =>
      render(
        <LanguageSwitcher
          locale="en"
          label="Language"
          toggleLabel=""
          homeNotes={homeNotes}
          visibility={deploymentVisibility(onStaging)}
        />,
      );
    const staging = switcher(true);
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/sustainable-tourism');
    staging.unmount();
    switcher(false);
    expect(screen.getByRole('link', { name: `日本語: ${homeNotes.ja}` })).toHaveAttribute('href', '/ja');
  });

  test('chooses targets per language: the toggle only on Chinese pages', () => {
    expect(switcherTargets('zh-cn')).toEqual({ languages: ['en', 'ja'], toggle: 'zh-tw' });
    expect(switcherTargets('ja')).toEqual({ languages: ['zh-tw', 'en'] });
  });
});
