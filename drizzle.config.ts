import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from lib/backend/db/schema.ts; the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/backend/db/schema.ts',
  out: './lib/backend/db/migrations',
});
