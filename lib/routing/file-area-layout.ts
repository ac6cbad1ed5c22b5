import { splitLocale } from '@/lib/i18n/locales';
import { isFileAreaPath } from '@/lib/navigation/file-area';

/**
 * The request header by which the proxy tells the 404 page that the address was in the file area,
 * so it is drawn in the file area's layout (app/global-not-found.tsx cannot see the address). The
 * proxy removes it from every incoming request and sets it itself.
 */
export const fileAreaRequestHeader = 'x-trimt-file-area';

/** Whether a page address (with or without language prefix) is served in the file area's layout. */
export function usesFileAreaLayout(pathname: string): boolean {
  return isFileAreaPath(splitLocale(pathname).rest);
}
