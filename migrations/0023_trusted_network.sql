CREATE TABLE `favourites` (
	`owner_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`owner_id`, `target_id`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favourites_target_idx` ON `favourites` (`target_id`,`owner_id`);--> statement-breakpoint
CREATE TABLE `licence_notices` (
	`licence_id` integer NOT NULL,
	`kind` text NOT NULL,
	`expires_on` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`licence_id`, `kind`, `expires_on`),
	FOREIGN KEY (`licence_id`) REFERENCES `vet_licences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `profile_photos` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`large` blob NOT NULL,
	`small` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profile_photos_hash_unique` ON `profile_photos` (`hash`);--> statement-breakpoint
CREATE TABLE `vet_licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vet_id` integer NOT NULL,
	`state` text NOT NULL,
	`licence_number` text NOT NULL,
	`expires_on` text,
	`status` text DEFAULT 'unverified' NOT NULL,
	`decided_at` integer,
	`decision_note` text,
	`expired_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`vet_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vet_licences_vet_state_idx` ON `vet_licences` (`vet_id`,`state`);--> statement-breakpoint
CREATE INDEX `vet_licences_unverified_idx` ON `vet_licences` (`created_at`,`state`) WHERE status = 'unverified';--> statement-breakpoint
CREATE INDEX `vet_licences_expiry_idx` ON `vet_licences` (`expires_on`) WHERE expires_on IS NOT NULL AND expired_at IS NULL;--> statement-breakpoint
ALTER TABLE `clinic_profiles` ADD `default_first_look_hours` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_profiles` ADD `default_instant_booking` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE `shifts` ADD `first_look_until` integer;--> statement-breakpoint
ALTER TABLE `shifts` ADD `instant_booking` text DEFAULT 'off' NOT NULL;--> statement-breakpoint
-- Each vet's single licence number becomes the first row of the list: the profile's state, expiry
-- unknown, unverified until an admin checks it.
INSERT INTO `vet_licences` (`vet_id`, `state`, `licence_number`, `expires_on`, `status`)
  SELECT `user_id`, `state`, `license_number`, NULL, 'unverified' FROM `vet_profiles` WHERE trim(`license_number`) <> '';
--> statement-breakpoint
-- Search reads favourites (the "favourites only" filter, first look) and licences (the card's
-- "Licence verified" badge) from memory: their writes reach the change log. A favourite is logged
-- under its owner, whose view of search changes.
CREATE TRIGGER `favourites_log_insert` AFTER INSERT ON `favourites`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('favourite', new.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `favourites_log_update` AFTER UPDATE ON `favourites`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('favourite', new.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `favourites_log_delete` AFTER DELETE ON `favourites`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('favourite', old.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_licences_log_insert` AFTER INSERT ON `vet_licences`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_licences_log_update` AFTER UPDATE ON `vet_licences`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_licences_log_delete` AFTER DELETE ON `vet_licences`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('vet', old.`vet_id`);
END;
