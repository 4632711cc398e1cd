CREATE TABLE `email_change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_requests_hash_idx` ON `email_change_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_change_requests_user_idx` ON `email_change_requests` (`user_id`);--> statement-breakpoint
ALTER TABLE `clinic_profiles` ADD `fields_to_fix` text;--> statement-breakpoint
ALTER TABLE `users` ADD `password_change_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `vet_profiles` ADD `fields_to_fix` text;--> statement-breakpoint
-- Profiles saved before the phone/state/ZIP checks keep their values and are flagged for a fix
-- on the next visit (the same rules as src/shared, approximated in SQL: 10 digits, or 11 with a leading 1).
WITH digits AS (
  SELECT id, state, zip_code, replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '') AS d FROM clinic_profiles
), checked AS (
  SELECT id,
    CASE WHEN d = '' OR d GLOB '*[^0-9]*' OR NOT (length(d) = 10 OR (length(d) = 11 AND substr(d, 1, 1) = '1')) THEN 'phone' END AS p,
    CASE WHEN state NOT IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP') THEN 'state' END AS s,
    CASE WHEN NOT (zip_code GLOB '[0-9][0-9][0-9][0-9][0-9]' OR zip_code GLOB '[0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]') THEN 'zipCode' END AS z
  FROM digits
)
UPDATE clinic_profiles SET fields_to_fix = fix.fields
FROM (
  SELECT id, (SELECT json_group_array(value) FROM json_each(json_array(p, s, z)) WHERE value IS NOT NULL) AS fields
  FROM checked WHERE coalesce(p, s, z) IS NOT NULL
) AS fix
WHERE fix.id = clinic_profiles.id;--> statement-breakpoint
WITH digits AS (
  SELECT id, state, zip_code, replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '') AS d FROM vet_profiles
), checked AS (
  SELECT id,
    CASE WHEN d = '' OR d GLOB '*[^0-9]*' OR NOT (length(d) = 10 OR (length(d) = 11 AND substr(d, 1, 1) = '1')) THEN 'phone' END AS p,
    CASE WHEN state NOT IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP') THEN 'state' END AS s,
    CASE WHEN NOT (zip_code GLOB '[0-9][0-9][0-9][0-9][0-9]' OR zip_code GLOB '[0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]') THEN 'zipCode' END AS z
  FROM digits
)
UPDATE vet_profiles SET fields_to_fix = fix.fields
FROM (
  SELECT id, (SELECT json_group_array(value) FROM json_each(json_array(p, s, z)) WHERE value IS NOT NULL) AS fields
  FROM checked WHERE coalesce(p, s, z) IS NOT NULL
) AS fix
WHERE fix.id = vet_profiles.id;