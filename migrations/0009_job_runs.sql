CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`runs` integer DEFAULT 0 NOT NULL,
	`last_started_at` integer,
	`last_finished_at` integer,
	`last_error` text,
	`last_summary` text
);
