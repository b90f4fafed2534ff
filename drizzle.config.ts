import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration after a change to the schema: the platform's
// shared tables (server/src/db/schema.ts) and the tables a domain owns (server/src/domains/<domain>/tables.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/db/schema.ts', './server/src/domains/*/tables.ts'],
  out: './server/src/db/migrations',
  casing: 'snake_case',
});
