/**
 * Runs in the browser before any of the app's modules (Next's client instrumentation hook).
 *
 * zod (the forms, the live-conditions islands) compiles its object parsers with `new Function`
 * when it may, and finds out by trying once as the first schema is built. The site's
 * Content-Security-Policy allows no evaluated code, so that try is blocked and reported as a
 * violation, even though zod catches it and parses without compiling. Telling zod it is "jitless"
 * before it loads skips the try. zod keeps its settings in this global (what `z.config()` fills;
 * tests/unit/zod-settings.test.ts pins that), set here without loading zod on every page.
 */
const settings = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
