// Empty on purpose. Without a file of its own, Turbopack (whose root is the repository, for
// node_modules) picks up the site's /instrumentation.ts as this app's hook and fails to build it.
export function register(): void {}
