-- Hand-written: the admin users search (GET /api/admin/users, src/server/admin/users.ts).
-- admin_user_search_docs holds one lower-cased haystack per live account (tombstones left out):
-- 'first last', e-mail, clinic name, city, state, one per line — what the search matches. The
-- FTS5 table admin_user_search indexes it by trigrams (external content), so a substring of three
-- characters or more is an index lookup instead of a pass over every account. Triggers on users,
-- clinic_profiles and vet_profiles rebuild an account's haystack whenever a searched field
-- changes, from any code path; the docs' own triggers keep the index in step with the docs.
CREATE TABLE `admin_user_search_docs` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_type` text NOT NULL,
	`doc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_user_search_docs_type_idx` ON `admin_user_search_docs` (`user_type`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `admin_user_search` USING fts5(doc, content='admin_user_search_docs', content_rowid='id', tokenize='trigram case_sensitive 1');
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_docs_ai` AFTER INSERT ON `admin_user_search_docs` BEGIN
  INSERT INTO admin_user_search (rowid, doc) VALUES (new.id, new.doc);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_docs_ad` AFTER DELETE ON `admin_user_search_docs` BEGIN
  INSERT INTO admin_user_search (admin_user_search, rowid, doc) VALUES ('delete', old.id, old.doc);
END;
--> statement-breakpoint
-- The haystack of one account, rebuilt: delete, then insert what the account is now (nothing
-- when it is gone or a tombstone). The same SELECT backfills every account at the end.
CREATE VIEW `admin_user_search_source` AS
SELECT u.id AS id, u.user_type AS user_type,
       lower(u.first_name || ' ' || u.last_name || char(10) || u.email || char(10) || coalesce(cp.clinic_name, '') || char(10)
             || coalesce(cp.city, vp.city, '') || char(10) || coalesce(cp.state, vp.state, '')) AS doc
  FROM users u LEFT JOIN clinic_profiles cp ON cp.user_id = u.id LEFT JOIN vet_profiles vp ON vp.user_id = u.id
 WHERE u.email NOT LIKE '%@deleted.invalid';
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_users_ai` AFTER INSERT ON `users` BEGIN
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_users_au` AFTER UPDATE OF first_name, last_name, email, user_type ON `users` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = old.id;
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_users_ad` AFTER DELETE ON `users` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_clinic_ai` AFTER INSERT ON `clinic_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = new.user_id;
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_clinic_au` AFTER UPDATE OF clinic_name, city, state, user_id ON `clinic_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id IN (old.user_id, new.user_id);
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id IN (old.user_id, new.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_clinic_ad` AFTER DELETE ON `clinic_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = old.user_id;
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = old.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_vet_ai` AFTER INSERT ON `vet_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = new.user_id;
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_vet_au` AFTER UPDATE OF city, state, user_id ON `vet_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id IN (old.user_id, new.user_id);
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id IN (old.user_id, new.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_user_search_vet_ad` AFTER DELETE ON `vet_profiles` BEGIN
  DELETE FROM admin_user_search_docs WHERE id = old.user_id;
  INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source WHERE id = old.user_id;
END;
--> statement-breakpoint
INSERT INTO admin_user_search_docs (id, user_type, doc) SELECT id, user_type, doc FROM admin_user_search_source;
