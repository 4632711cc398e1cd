CREATE TABLE `shifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`shift_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`hourly_rate` integer NOT NULL,
	`shift_type` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`practice_types` text NOT NULL,
	`notes` text,
	`booked_by_vet_id` integer,
	`latitude` real,
	`longitude` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booked_by_vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shifts_clinic_date_idx` ON `shifts` (`clinic_id`,`shift_date`);--> statement-breakpoint
CREATE INDEX `shifts_open_location_idx` ON `shifts` (`latitude`,`longitude`,`shift_date`) WHERE status = 'open';--> statement-breakpoint
CREATE TABLE `vet_availability` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vet_id` integer NOT NULL,
	`available_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`practice_types` text NOT NULL,
	`hourly_rate` integer,
	`travel_radius` integer DEFAULT 50 NOT NULL,
	`notes` text,
	`status` text DEFAULT 'available' NOT NULL,
	`booked_by_clinic_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booked_by_clinic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vet_availability_vet_date_idx` ON `vet_availability` (`vet_id`,`available_date`);