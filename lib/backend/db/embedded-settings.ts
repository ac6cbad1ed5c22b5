/**
 * PostgreSQL settings of the embedded database (PGlite), added to PGlite's own start parameters.
 *
 * `shared_buffers`: PostgreSQL's default of 128 MB is set aside inside PGlite's WebAssembly memory,
 * and it becomes resident: a process that opened the site's database folder and read every table
 * 20 times held 274–282 MB with the default and 154–167 MB with 16 MB, the queries as fast (a
 * join with a sort 9.8–11.1 ms either way, a table read 0.3–0.5 ms; measured on this machine). The
 * site's whole database is about 8 MB, most of it PostgreSQL's own catalogue (content is served
 * from the section modules and the page cache; the tables hold forms, view counts and rate limits),
 * so 16 MB keeps all of it in the buffers; past that PostgreSQL reads the folder through the
 * operating system's file cache.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** The start parameters for a PGlite of the site: PGlite's defaults (passed in, since PGlite is loaded lazily) and ours. */
export function embeddedStartParams(pgliteDefaults: readonly string[]): string[] {
  return [...pgliteDefaults, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
}
