import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes the SQL migration of a change to the platform's
// core tables (server/src/db/schema.ts) into server/src/db/migrations; `DOMAIN=<folder> npx drizzle-kit
// generate --name <change>` writes one of a domain's own tables (server/src/domains/<folder>/tables.ts)
// into that domain's `migrations` folder. Each folder is migrated on start, the core first, then the
// domains by folder name (server/src/db/migrationFolders.ts).
const domain = process.env.DOMAIN;
const domainFolder = `./server/src/domains/${domain}`;
if (domain !== undefined && !(/^[A-Za-z0-9]+$/.test(domain) && existsSync(`${domainFolder}/tables.ts`))) {
  throw new Error(`DOMAIN=${domain}: no server/src/domains/${domain}/tables.ts to generate a migration from`);
}

export default defineConfig(domain === undefined
  ? { dialect: 'postgresql', schema: './server/src/db/schema.ts', out: './server/src/db/migrations', casing: 'snake_case' }
  : { dialect: 'postgresql', schema: `${domainFolder}/tables.ts`, out: `${domainFolder}/migrations`, casing: 'snake_case' });
