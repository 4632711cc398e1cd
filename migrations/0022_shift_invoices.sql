CREATE TABLE `business_details` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`business_name` text,
	`invoice_address` text,
	`tax_id` text,
	`payment_instructions` text,
	`payment_terms_days` integer DEFAULT 15 NOT NULL,
	`billing_email` text,
	`billing_contact` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shift_invoice_counters` (
	`vet_id` integer NOT NULL,
	`year` integer NOT NULL,
	`last_sequence` integer NOT NULL,
	PRIMARY KEY(`vet_id`, `year`),
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shift_invoice_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`by_user_id` integer,
	`by_side` text,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `shift_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shift_invoice_events_invoice_idx` ON `shift_invoice_events` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `shift_invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`shift_id` integer,
	`shift_hours_id` integer,
	`description` text NOT NULL,
	`work_date` text,
	`worked_minutes` integer,
	`hourly_rate` integer,
	`amount_cents` integer NOT NULL,
	`released` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `shift_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shift_hours_id`) REFERENCES `shift_hours`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shift_invoice_lines_invoice_idx` ON `shift_invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `shift_invoice_lines_live_shift_idx` ON `shift_invoice_lines` (`shift_id`) WHERE shift_id IS NOT NULL AND released = 0;--> statement-breakpoint
CREATE TABLE `shift_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vet_id` integer,
	`clinic_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`number_year` integer,
	`number_sequence` integer,
	`number` text,
	`due_in_days` integer NOT NULL,
	`issued_on` text,
	`due_on` text,
	`note` text,
	`total_cents` integer NOT NULL,
	`vet_party` text NOT NULL,
	`clinic_party` text NOT NULL,
	`payment_instructions` text,
	`sent_at` integer,
	`paid_on` text,
	`paid_reference` text,
	`paid_marked_by_user_id` integer,
	`void_reason` text,
	`voided_at` integer,
	`reminders_sent` integer DEFAULT 0 NOT NULL,
	`last_reminded_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`paid_marked_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shift_invoices_vet_number_idx` ON `shift_invoices` (`vet_id`,`number_year`,`number_sequence`);--> statement-breakpoint
CREATE INDEX `shift_invoices_vet_status_idx` ON `shift_invoices` (`vet_id`,`status`,`issued_on`);--> statement-breakpoint
CREATE INDEX `shift_invoices_clinic_status_idx` ON `shift_invoices` (`clinic_id`,`status`,`issued_on`);--> statement-breakpoint
CREATE INDEX `shift_invoices_sent_due_idx` ON `shift_invoices` (`due_on`) WHERE status = 'sent';