// What makes the domain's files a plugin package (packages/<kebab>/): its package.json in the
// example's shape (packages/example-plugin), a README on enabling and publishing it, and the
// drizzle-kit config that writes its table's next migrations.
import { packageFolder, packageName } from '../layout';
import type { DomainNames } from '../names';

/** `apiVersion`: the console's plugin API version, which installedPlugins.mjs checks the plugin against. */
export const packageJsonFile = (n: DomainNames, apiVersion: number) => `${JSON.stringify({
  name: packageName(n),
  version: '0.1.0',
  type: 'module',
  description: `${n.title}: the account's ${n.pluralLabel}, a Platform Console plugin (both tiers, its table, its texts and its tests).`,
  platformPlugin: { apiVersion, name: n.name },
  exports: {
    './contract/*': './contract/*.ts',
    './server': './server/index.ts',
    './console': './console/index.ts',
    './package.json': './package.json',
  },
  files: ['contract', 'server', 'console', 'tests', 'drizzle.config.ts'],
}, null, 2)}\n`;

export const readmeFile = (n: DomainNames) => `# ${packageName(n)}

A Platform Console plugin: ${n.title}, the account's ${n.pluralLabel} listed, created, changed and
deleted, behind the flags \`view_${n.snake}\` and \`edit_${n.snake}\`. It holds both tiers (\`contract/\`,
\`server/\` with its table and migrations, \`console/\` with its texts in every console language) and its
tests (\`tests/server\`, \`tests/e2e\`), which the console runs once the plugin is enabled. It imports the
console only through \`@platform-console/plugin-api\`; \`platformPlugin.apiVersion\` in package.json
names the plugin API version it was made for.

## Enable it in the checkout it was made in

    npm run add-plugin -- ./${packageFolder(n)}

## Publish it

    cd ${packageFolder(n)} && npm pack        # writes ${packageName(n)}-0.1.0.tgz

and in another checkout of the console: \`npm run add-plugin -- <path to the .tgz>\`.

## Change its table

Change \`server/tables.ts\`, then, in this folder, \`npx drizzle-kit generate --name <change>\` writes
the migration into \`server/migrations\` (\`drizzle.config.ts\`); the console runs it when it starts.
`;

export const drizzleConfigFile = (n: DomainNames) => `// \`npx drizzle-kit generate --name <change>\`, run in this folder, writes the SQL migration of a change
// to the ${n.snake} table (server/tables.ts) into server/migrations, which the console runs when it starts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({ dialect: 'postgresql', schema: './server/tables.ts', out: './server/migrations', casing: 'snake_case' });
`;
