-- Nothing changes in the database. The tables of fifteen domains (connectors, databases, data export,
-- email templates, page templates, UI texts, parameters, my apps, storage, API keys, registration,
-- roles, users' invitations, notifications, the developer portal's counts) moved to their domains'
-- folders (server/src/domains/<domain>/tables.ts), whose own migrations folders continue their
-- history; this entry only takes them out of the core's snapshot, so that the core's next
-- `drizzle-kit generate` does not drop them.
SELECT 1;
