/**
 * Names shared by the service worker (worker/sw.ts) and the pages' scripts that read the same
 * caches (the offline note, "Save for offline", the /offline list). Plain data: no DOM or worker
 * types, so both sides and the unit tests import it.
 */
export const offlineCaches = {
  /** Pages the visitor opened, and the shell pages put there at install (network first). */
  pages: 'trimt-pages',
  /** Pages saved with "Save for offline": kept until the visitor removes them. */
  packs: 'trimt-packs',
  /** Next's hashed build files: never change under one name, so old tabs keep theirs after an update. */
  assets: 'trimt-assets',
  /** Photos of visited pages, within imageBudgetBytes (least recently used go first). */
  images: 'trimt-images',
  /** The last answer of each live endpoint (weather, parking …), always shown with its time. */
  live: 'trimt-live',
} as const;

/** The header a stored copy carries: when it was saved (an ISO instant). */
export const savedAtHeader = 'x-trimt-saved-at';

/** The <meta> the worker writes into a page it serves from its cache instead of the network. */
export const savedCopyMeta = 'trimt-saved-copy';

/** Photos of visited pages may take this much space (the 30 MB). */
export const imageBudgetBytes = 30 * 1024 * 1024;

/** How long a page or live answer may take before the saved copy is shown (a weak mountain signal). */
export const networkTimeoutSeconds = 4;

/** The message an open tab sends to the waiting worker when the visitor accepts the new version. */
export const activateMessage = 'TRIMT_ACTIVATE_UPDATE';

/** The message an open tab sends to the worker after a client-side navigation: keep that page. */
export const keepPageMessage = 'TRIMT_KEEP_PAGE';

/** Where the saved packs are listed (localStorage; the pages themselves are in the packs cache). */
export const packIndexKey = 'trimt-offline-packs';
