ALTER TABLE `users` ADD `deactivated_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `erase_after` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` integer;--> statement-breakpoint
CREATE INDEX `users_erase_after_idx` ON `users` (`erase_after`) WHERE erase_after IS NOT NULL;--> statement-breakpoint
-- Hand-written: a deactivated (or erased, or restored) account leaves or rejoins the search
-- indexes and cards, which follow 'vet' and 'clinic' entries (src/server/lib/change-log.ts).
CREATE TRIGGER `users_search_deactivated` AFTER UPDATE OF `deactivated_at`, `erased_at` ON `users`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES (CASE new.`user_type` WHEN 'clinic' THEN 'clinic' ELSE 'vet' END, new.`id`);
END;
