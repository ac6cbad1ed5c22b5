type Renderer = (typeof import('./menu-panel-items'))['drawMenuItems'];

let renderer: Promise<Renderer> | undefined;
let loaded: Renderer | undefined;

/**
 * The code that draws a group's items (menu-panel-items.tsx), a file of its own: no page's first
 * scripts carry it. Fetched with the items (menu-panels-store.ts), so a group opens at once.
 */
export function loadRenderer(): Promise<Renderer> {
  return (renderer ??= import('./menu-panel-items').then((module) => (loaded = module.drawMenuItems)));
}

/** The drawing code if it has arrived, for drawing in the same render a group is opened in. */
export function loadedRenderer(): Renderer | undefined {
  return loaded;
}
