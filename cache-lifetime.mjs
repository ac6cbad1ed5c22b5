// How long a cached page may be served stale while it is rendered again (stale-while-revalidate):
// a day; past that, a visitor waits for the new one (Next's default is a year). Read by
// next.config.ts (expireTime) and by cache-handler.mjs (how long Redis keeps an entry).
export const pageExpireSeconds = 86_400;
