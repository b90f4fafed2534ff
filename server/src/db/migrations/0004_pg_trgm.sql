-- Trigram indexes make "contains" searches (ILIKE '%text%') index lookups instead of scans.
-- pg_trgm is a trusted extension: a database owner may create it (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
