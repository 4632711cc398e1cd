CREATE TABLE `booking_fees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`booking_request_id` integer NOT NULL,
	`amount` integer DEFAULT 1500 NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_intent_id` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_fees_request_idx` ON `booking_fees` (`booking_request_id`);--> statement-breakpoint
CREATE INDEX `booking_fees_clinic_idx` ON `booking_fees` (`clinic_id`);--> statement-breakpoint
CREATE TABLE `booking_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shift_id` integer NOT NULL,
	`vet_id` integer NOT NULL,
	`clinic_id` integer NOT NULL,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`is_from_summary` integer DEFAULT false NOT NULL,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_requests_shift_vet_idx` ON `booking_requests` (`shift_id`,`vet_id`);--> statement-breakpoint
CREATE INDEX `booking_requests_vet_idx` ON `booking_requests` (`vet_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `booking_requests_clinic_idx` ON `booking_requests` (`clinic_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `booking_requests_shift_status_idx` ON `booking_requests` (`shift_id`,`status`);--> statement-breakpoint
CREATE TABLE `booking_summaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`vet_user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`notes` text,
	`message_thread_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`responded_at` integer,
	`response_notes` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vet_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_summaries_clinic_idx` ON `booking_summaries` (`clinic_id`,`id`);--> statement-breakpoint
CREATE INDEX `booking_summaries_vet_idx` ON `booking_summaries` (`vet_user_id`,`id`);--> statement-breakpoint
CREATE INDEX `booking_summaries_live_idx` ON `booking_summaries` (`expires_at`) WHERE status in ('pending', 'edited');--> statement-breakpoint
CREATE TABLE `booking_summary_shifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`summary_id` integer NOT NULL,
	`shift_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`hourly_rate` integer NOT NULL,
	`notes` text,
	`unpaid_lunch` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_shift_id` integer,
	FOREIGN KEY (`summary_id`) REFERENCES `booking_summaries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_summary_shifts_summary_idx` ON `booking_summary_shifts` (`summary_id`);--> statement-breakpoint
CREATE TABLE `shift_cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shift_id` integer NOT NULL,
	`booking_request_id` integer NOT NULL,
	`cancelled_by_user_id` integer NOT NULL,
	`cancelled_by_role` text NOT NULL,
	`vet_id` integer NOT NULL,
	`clinic_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`shift_starts_at` integer NOT NULL,
	`is_late` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_request_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cancelled_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shift_cancellations_canceller_idx` ON `shift_cancellations` (`cancelled_by_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `shift_cancellations_request_idx` ON `shift_cancellations` (`booking_request_id`);--> statement-breakpoint
CREATE INDEX `shifts_booked_vet_idx` ON `shifts` (`booked_by_vet_id`,`shift_date`) WHERE status = 'booked';--> statement-breakpoint
-- Hand-written: a late cancellation shows on the canceller's card, which the search indexes hold.
CREATE TRIGGER `shift_cancellations_log_insert` AFTER INSERT ON `shift_cancellations`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES (CASE new.`cancelled_by_role` WHEN 'clinic' THEN 'clinic' ELSE 'vet' END, new.`cancelled_by_user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_cancellations_log_update` AFTER UPDATE ON `shift_cancellations`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES (CASE new.`cancelled_by_role` WHEN 'clinic' THEN 'clinic' ELSE 'vet' END, new.`cancelled_by_user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_cancellations_log_delete` AFTER DELETE ON `shift_cancellations`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES (CASE old.`cancelled_by_role` WHEN 'clinic' THEN 'clinic' ELSE 'vet' END, old.`cancelled_by_user_id`);
END;
