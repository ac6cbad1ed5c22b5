/**
 * The folder of the production build: `.next`, or NEXT_DIST_DIR for a server that runs from its
 * own copy (Next keeps its page cache in the build folder: the e2e servers, the bench's). Read
 * when asked, so a test can point it elsewhere.
 */
export function buildFolder(): string {
  return process.env.NEXT_DIST_DIR || '.next';
}
