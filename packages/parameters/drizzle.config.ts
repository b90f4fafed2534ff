// `npx drizzle-kit generate --name <change>`, run in this folder, writes the SQL migration of a change
// to the parameters table (server/tables.ts) into server/migrations, which the console runs when it starts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({ dialect: 'postgresql', schema: './server/tables.ts', out: './server/migrations', casing: 'snake_case' });
