import sprite from './tile-icons.svg';

/**
 * The menu's icon tiles draw their icon from one sprite file (`tile-icons.svg`, a symbol per `icon`
 * name the backend sends) with `<use href>`, not as inline path data: the menu is in every page,
 * and the path data, which gzip hardly shrinks, was 2.7 kB of each page's compressed HTML when it
 * was there twice (HTML and React's payload). The sprite is a hashed build asset, fetched when a
 * tile is first shown and cached for good.
 */
const names = new Set([
  'mail',
  'search',
  'trail',
  'bike',
  'info',
  'help',
  'camera',
  'suitcase',
  'shield',
  'phone',
  'book',
  'map',
  'pin',
  'people',
  'question',
  'chart',
  'archive',
  'alert',
]);

// Next's build gives a static image import as { src }; a plain bundler (vitest) as the URL itself.
const spriteUrl: string = typeof sprite === 'string' ? sprite : (sprite as { src: string }).src;

/** The `<use href>` of a named icon, or undefined for a name this site does not draw (the tile then shows text only). */
export function tileIconHref(name: string | undefined): string | undefined {
  return name !== undefined && names.has(name) ? `${spriteUrl}#${name}` : undefined;
}
