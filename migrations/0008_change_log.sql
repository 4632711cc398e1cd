-- Hand-written: drizzle-kit generated CREATE TABLE for the newly declared table; it already exists as search_changes.
-- The log that began as the search index's (0006) now also feeds the caller cache and will feed
-- later caches: it gets a name that says what it is, and is declared in schema.ts. SQLite's
-- RENAME rewrites the triggers of 0006 and 0007 to write to the new name.
ALTER TABLE `search_changes` RENAME TO `change_log`;
--> statement-breakpoint
DROP INDEX IF EXISTS `search_changes_created_idx`;
--> statement-breakpoint
CREATE INDEX `change_log_created_idx` ON `change_log` (`created_at`);
