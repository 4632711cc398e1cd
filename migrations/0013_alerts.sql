CREATE TABLE `alert_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_id` integer NOT NULL,
	`fanout_id` integer NOT NULL,
	`mode` text NOT NULL,
	`outbox_id` integer,
	`digest_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fanout_id`) REFERENCES `alert_fanouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_deliveries_recipient_fanout_idx` ON `alert_deliveries` (`recipient_id`,`fanout_id`);--> statement-breakpoint
CREATE INDEX `alert_deliveries_digest_idx` ON `alert_deliveries` (`recipient_id`) WHERE mode = 'digest' and digest_sent_at is null;--> statement-breakpoint
CREATE TABLE `alert_fanouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer NOT NULL,
	`ref_ids` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claimed_until` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`recipients` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`done_at` integer,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_fanouts_due_idx` ON `alert_fanouts` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `alert_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`mode` text DEFAULT 'instant' NOT NULL,
	`digest_hour` integer DEFAULT 7 NOT NULL,
	`last_instant_at` integer,
	`last_digest_date` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `availability_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`availability_posting_id` integer NOT NULL,
	`clinic_id` integer NOT NULL,
	`vet_id` integer NOT NULL,
	`proposed_hourly_rate` integer,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_shift_id` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`availability_posting_id`) REFERENCES `vet_availability`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `availability_requests_posting_clinic_idx` ON `availability_requests` (`availability_posting_id`,`clinic_id`);--> statement-breakpoint
CREATE INDEX `availability_requests_vet_idx` ON `availability_requests` (`vet_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `availability_requests_clinic_idx` ON `availability_requests` (`clinic_id`,`status`,`id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;