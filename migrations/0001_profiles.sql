CREATE TABLE `clinic_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`clinic_name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`phone` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`practice_types` text NOT NULL,
	`search_radius` integer DEFAULT 25 NOT NULL,
	`average_appointment_time` integer DEFAULT 20 NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clinic_profiles_user_id_unique` ON `clinic_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `clinic_profiles_location_idx` ON `clinic_profiles` (`latitude`,`longitude`);--> statement-breakpoint
CREATE TABLE `vet_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`license_number` text NOT NULL,
	`years_experience` integer NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`phone` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`practice_types` text NOT NULL,
	`hourly_rate` integer NOT NULL,
	`bio` text,
	`available_radius` integer DEFAULT 50 NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`wants_auto_invites` integer DEFAULT true NOT NULL,
	`invite_radius` integer DEFAULT 50 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vet_profiles_user_id_unique` ON `vet_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `vet_profiles_location_idx` ON `vet_profiles` (`latitude`,`longitude`);--> statement-breakpoint
CREATE TABLE `zip_gazetteer` (
	`zip` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `zip_gazetteer_city_idx` ON `zip_gazetteer` (`city`);