CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`detail` text,
	`session_id` text,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`flag_name` text PRIMARY KEY NOT NULL,
	`is_enabled` integer DEFAULT false NOT NULL,
	`description` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referrer_id` integer NOT NULL,
	`referee_id` integer NOT NULL,
	`referral_code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`registration_method` text,
	`reward_type` text DEFAULT 'visa_prepaid_card' NOT NULL,
	`reward_amount` integer DEFAULT 1000 NOT NULL,
	`eligible_at` integer,
	`verified_at` integer,
	`verification_notes` text,
	`reward_order_id` text,
	`reward_id` text,
	`prepaid_url` text,
	`reward_sent_date` integer,
	`reward_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`referrer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referee_id_unique` ON `referrals` (`referee_id`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`);--> statement-breakpoint
CREATE INDEX `referrals_status_idx` ON `referrals` (`status`,`id`);--> statement-breakpoint
-- Hand-written: the switches the admin panel offers, on until an admin turns one off.
INSERT INTO `feature_flags` (`flag_name`, `is_enabled`, `description`) VALUES
  ('referral_program', 1, 'Vets share referral links and earn a $10 Visa prepaid card per verified referral'),
  ('ai_assistant', 1, 'The message assistant may call the configured language model (AI_BASE_URL); off: the built-in composer only'),
  ('alert_emails', 1, 'Shift and availability alert e-mails (instant and digest)');
