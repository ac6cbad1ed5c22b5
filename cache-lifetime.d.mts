// Types of cache-lifetime.mjs (plain JavaScript: cache-handler.mjs loads it outside the TypeScript build).
export declare const pageExpireSeconds: number;
