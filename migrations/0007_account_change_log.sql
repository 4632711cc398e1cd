-- Custom SQL migration file, put your code below! --
-- The change log of 0006 also tells the server which signed-in callers to forget: kind 'account'
-- (ref_id = the user id) is appended by every write to a user, their sessions or their
-- subscription, so the caller cache (src/server/http/caller-cache.ts) never lets a logged-out,
-- changed or unsubscribed caller through, whichever code path made the write. Profile writes
-- already log 'clinic' and 'vet'.
CREATE TRIGGER `users_account_update` AFTER UPDATE ON `users`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_account_delete` AFTER DELETE ON `users`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_account_update` AFTER UPDATE ON `sessions`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_account_delete` AFTER DELETE ON `sessions`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', old.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_account_insert` AFTER INSERT ON `subscriptions`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', new.`clinic_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_account_update` AFTER UPDATE ON `subscriptions`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', new.`clinic_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_account_delete` AFTER DELETE ON `subscriptions`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('account', old.`clinic_id`);
END;
