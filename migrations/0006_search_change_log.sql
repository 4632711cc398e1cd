-- Custom SQL migration file, put your code below! --
-- Distance search moves to in-memory grids (src/server/shifts/shift-index.ts, vet-index.ts), which measured 3–10× faster
-- than the R*Tree tables of 0004 and 0005 at national scale. The grids stay in step with the
-- database through this change log: every write that can change a search answer appends the
-- id it touched, whichever code path made it, and the grids read the log before each search.
DROP TRIGGER IF EXISTS `shifts_locations_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `shifts_locations_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `shifts_locations_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `shift_locations`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vet_profiles_locations_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vet_profiles_locations_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vet_profiles_locations_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `vet_locations`;
--> statement-breakpoint
-- kind 'shift': ref_id is a shift id; 'vet' and 'clinic': ref_id is the user id.
CREATE TABLE `search_changes` (
  `seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `kind` text NOT NULL,
  `ref_id` integer NOT NULL,
  `created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_changes_created_idx` ON `search_changes` (`created_at`);
--> statement-breakpoint
CREATE TRIGGER `shifts_search_insert` AFTER INSERT ON `shifts`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('shift', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_search_update` AFTER UPDATE ON `shifts`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('shift', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_search_delete` AFTER DELETE ON `shifts`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('shift', old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_search_insert` AFTER INSERT ON `vet_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_search_update` AFTER UPDATE ON `vet_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_search_delete` AFTER DELETE ON `vet_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', old.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_availability_search_insert` AFTER INSERT ON `vet_availability`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_availability_search_update` AFTER UPDATE OF `status`, `available_date`, `vet_id` ON `vet_availability`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', new.`vet_id`);
  INSERT INTO `search_changes` (`kind`, `ref_id`) SELECT 'vet', old.`vet_id` WHERE old.`vet_id` <> new.`vet_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `vet_availability_search_delete` AFTER DELETE ON `vet_availability`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('vet', old.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `clinic_profiles_search_insert` AFTER INSERT ON `clinic_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('clinic', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `clinic_profiles_search_update` AFTER UPDATE ON `clinic_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('clinic', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `clinic_profiles_search_delete` AFTER DELETE ON `clinic_profiles`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES ('clinic', old.`user_id`);
END;
--> statement-breakpoint
-- Search answers show the profile picture, which lives on the user.
CREATE TRIGGER `users_search_picture` AFTER UPDATE OF `profile_image_url` ON `users`
BEGIN
  INSERT INTO `search_changes` (`kind`, `ref_id`) VALUES (CASE new.`user_type` WHEN 'clinic' THEN 'clinic' ELSE 'vet' END, new.`id`);
END;
