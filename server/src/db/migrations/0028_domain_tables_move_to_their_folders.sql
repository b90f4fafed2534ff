-- Nothing changes in the database. The tables of connectors, databases, data export, email templates,
-- page templates, UI texts, parameters, my apps, storage, API keys and registration moved to their
-- domains' folders (server/src/domains/<domain>/tables.ts), whose own migrations folders continue their
-- history; this entry only takes them out of the core's snapshot, so that the core's next
-- `drizzle-kit generate` does not drop them.
SELECT 1;
