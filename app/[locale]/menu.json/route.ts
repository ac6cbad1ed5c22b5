import { isLocale } from '@/lib/i18n/locales';
import { menuPanels } from '@/lib/navigation/menu-panels';

/**
 * The menu's items in one language (`/en/menu.json`; `/menu.json` for the default language, rewritten
 * here by the proxy like its pages), fetched by the menu in the browser (components/navigation/
 * menu-panel.tsx). Every page used to carry them, drawn in its HTML: about 2.4 kB of its compressed
 * bytes (the home page's 17.6 kB), on every page, for links a visitor sees only when a menu is
 * opened. Here they are one answer per language, fetched after the page's own content, cached like
 * the pages (rendered on the first request, again at most every five minutes, and at once when an
 * operator revalidates the menus).
 */
export const revalidate = 300;
export { renderOnFirstRequest as generateStaticParams } from '@/lib/rendering/on-demand';

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: 'Not found' }, { status: 404 });
  return Response.json(await menuPanels(locale));
}
