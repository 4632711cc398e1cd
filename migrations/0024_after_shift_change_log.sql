-- Hand-written: the booking lists show where each booking's hours and ratings stand after the
-- shift, so writes to hours, and ratings given or removed, reach the change log under 'booking'
-- (once per party, as the applications' own triggers do) and drop the cached lists
-- (bookings/list-cache.ts). A rating's later updates (shown, answered, hidden) change no list.
CREATE TRIGGER `shift_hours_log_insert` AFTER INSERT ON `shift_hours`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', new.`clinic_id`), ('booking', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_hours_log_update` AFTER UPDATE ON `shift_hours`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', new.`clinic_id`), ('booking', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_hours_log_delete` AFTER DELETE ON `shift_hours`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', old.`clinic_id`), ('booking', old.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_ratings_log_insert` AFTER INSERT ON `shift_ratings`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', new.`rater_user_id`), ('booking', new.`ratee_user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_ratings_log_delete` AFTER DELETE ON `shift_ratings`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', old.`rater_user_id`), ('booking', old.`ratee_user_id`);
END;
