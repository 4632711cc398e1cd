CREATE TABLE `conversations` (
	`user_id` integer NOT NULL,
	`partner_id` integer NOT NULL,
	`last_message_id` integer NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_emailed_at` integer,
	PRIMARY KEY(`user_id`, `partner_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversations_recent_idx` ON `conversations` (`user_id`,`last_message_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_user_id` integer NOT NULL,
	`to_user_id` integer NOT NULL,
	`thread_id` text NOT NULL,
	`content` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`read_at` integer,
	`noticed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`from_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_thread_idx` ON `messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_unread_idx` ON `messages` (`to_user_id`,`from_user_id`) WHERE is_read = 0;--> statement-breakpoint
CREATE INDEX `messages_unnoticed_idx` ON `messages` (`created_at`) WHERE is_read = 0 and noticed_at is null;--> statement-breakpoint
ALTER TABLE `users` ADD `message_emails` integer DEFAULT true NOT NULL;