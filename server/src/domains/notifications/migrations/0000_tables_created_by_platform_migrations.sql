-- Nothing changes in the database: this domain's tables were created by the platform's core migrations
-- (server/src/db/migrations, up to 0027), written before domains kept their own. This entry starts the
-- domain's snapshot from them, so that its next `DOMAIN=<domain> npx drizzle-kit generate` writes only
-- what changes.
SELECT 1;
