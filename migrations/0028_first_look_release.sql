ALTER TABLE `alert_fanouts` ADD `not_before` integer;--> statement-breakpoint
CREATE INDEX `shifts_first_look_idx` ON `shifts` (`first_look_until`) WHERE first_look_until is not null;