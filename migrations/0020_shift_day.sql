CREATE TABLE `booking_notices` (
	`booking_request_id` integer NOT NULL,
	`kind` text NOT NULL,
	`outcome` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`booking_request_id`, `kind`),
	FOREIGN KEY (`booking_request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shift_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shift_id` integer NOT NULL,
	`booking_request_id` integer NOT NULL,
	`vet_id` integer NOT NULL,
	`clinic_id` integer NOT NULL,
	`version` integer NOT NULL,
	`proposed_by` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`break_minutes` integer NOT NULL,
	`note` text,
	`worked_minutes` integer NOT NULL,
	`hourly_rate` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`created_by_user_id` integer,
	`decided_at` integer,
	`decided_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shift_hours_booking_version_idx` ON `shift_hours` (`booking_request_id`,`version`);--> statement-breakpoint
CREATE INDEX `shift_hours_shift_idx` ON `shift_hours` (`shift_id`);--> statement-breakpoint
CREATE INDEX `shift_hours_submitted_idx` ON `shift_hours` (`created_at`) WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX `shift_hours_vet_status_idx` ON `shift_hours` (`vet_id`,`status`);--> statement-breakpoint
CREATE INDEX `shift_hours_clinic_status_idx` ON `shift_hours` (`clinic_id`,`status`);--> statement-breakpoint
CREATE TABLE `shift_ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shift_id` integer NOT NULL,
	`booking_request_id` integer NOT NULL,
	`rater_user_id` integer NOT NULL,
	`rater_role` text NOT NULL,
	`ratee_user_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`would_work_again` integer NOT NULL,
	`comment` text,
	`visible_by` integer NOT NULL,
	`visible_at` integer,
	`response` text,
	`responded_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rater_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ratee_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shift_ratings_booking_rater_idx` ON `shift_ratings` (`booking_request_id`,`rater_role`);--> statement-breakpoint
CREATE INDEX `shift_ratings_ratee_visible_idx` ON `shift_ratings` (`ratee_user_id`,`visible_at`) WHERE visible_at is not null;--> statement-breakpoint
CREATE INDEX `shift_ratings_blind_idx` ON `shift_ratings` (`visible_by`) WHERE visible_at is null;--> statement-breakpoint
CREATE TABLE `track_records` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`completed_shifts` integer DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`star_sum` integer DEFAULT 0 NOT NULL,
	`would_work_again_count` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `attendance_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `clinic_profiles` ADD `arrival_notes` text;--> statement-breakpoint
CREATE INDEX `shifts_booked_date_idx` ON `shifts` (`shift_date`) WHERE status = 'booked';--> statement-breakpoint
-- Hand-written: track_records is kept by triggers, so no code path can leave a card's figures
-- behind. An approved version of a shift's hours makes the shift completed for both parties.
CREATE TRIGGER `shift_hours_completed_insert` AFTER INSERT ON `shift_hours` WHEN new.`status` = 'approved'
BEGIN
  INSERT INTO `track_records` (`user_id`, `completed_shifts`) VALUES (new.`vet_id`, 1), (new.`clinic_id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `completed_shifts` = `completed_shifts` + 1, `updated_at` = unixepoch('subsec') * 1000;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_hours_completed_update` AFTER UPDATE OF `status` ON `shift_hours` WHEN new.`status` = 'approved' AND old.`status` <> 'approved'
BEGIN
  INSERT INTO `track_records` (`user_id`, `completed_shifts`) VALUES (new.`vet_id`, 1), (new.`clinic_id`, 1)
    ON CONFLICT (`user_id`) DO UPDATE SET `completed_shifts` = `completed_shifts` + 1, `updated_at` = unixepoch('subsec') * 1000;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_hours_completed_delete` AFTER DELETE ON `shift_hours` WHEN old.`status` = 'approved'
BEGIN
  UPDATE `track_records` SET `completed_shifts` = max(0, `completed_shifts` - 1), `updated_at` = unixepoch('subsec') * 1000
    WHERE `user_id` IN (old.`vet_id`, old.`clinic_id`);
END;
--> statement-breakpoint
-- A rating counts on the rated party's card from the moment it becomes visible (double-blind).
CREATE TRIGGER `shift_ratings_visible_insert` AFTER INSERT ON `shift_ratings` WHEN new.`visible_at` IS NOT NULL
BEGIN
  INSERT INTO `track_records` (`user_id`, `rating_count`, `star_sum`, `would_work_again_count`)
    VALUES (new.`ratee_user_id`, 1, new.`stars`, new.`would_work_again`)
    ON CONFLICT (`user_id`) DO UPDATE SET `rating_count` = `rating_count` + 1, `star_sum` = `star_sum` + excluded.`star_sum`,
      `would_work_again_count` = `would_work_again_count` + excluded.`would_work_again_count`, `updated_at` = unixepoch('subsec') * 1000;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_ratings_visible_update` AFTER UPDATE OF `visible_at` ON `shift_ratings` WHEN old.`visible_at` IS NULL AND new.`visible_at` IS NOT NULL
BEGIN
  INSERT INTO `track_records` (`user_id`, `rating_count`, `star_sum`, `would_work_again_count`)
    VALUES (new.`ratee_user_id`, 1, new.`stars`, new.`would_work_again`)
    ON CONFLICT (`user_id`) DO UPDATE SET `rating_count` = `rating_count` + 1, `star_sum` = `star_sum` + excluded.`star_sum`,
      `would_work_again_count` = `would_work_again_count` + excluded.`would_work_again_count`, `updated_at` = unixepoch('subsec') * 1000;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_ratings_visible_delete` AFTER DELETE ON `shift_ratings` WHEN old.`visible_at` IS NOT NULL
BEGIN
  UPDATE `track_records` SET `rating_count` = max(0, `rating_count` - 1), `star_sum` = max(0, `star_sum` - old.`stars`),
    `would_work_again_count` = max(0, `would_work_again_count` - old.`would_work_again`), `updated_at` = unixepoch('subsec') * 1000
    WHERE `user_id` = old.`ratee_user_id`;
END;
--> statement-breakpoint
-- The search indexes hold each card's record: changes reach the change log as both kinds (the
-- reader of each kind only looks up ids it holds).
CREATE TRIGGER `track_records_log_insert` AFTER INSERT ON `track_records`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', new.`user_id`), ('clinic', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `track_records_log_update` AFTER UPDATE ON `track_records`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', new.`user_id`), ('clinic', new.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `track_records_log_delete` AFTER DELETE ON `track_records`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', old.`user_id`), ('clinic', old.`user_id`);
END;
