-- Hand-written: the invoice lists and the earnings and spend summaries are kept as JSON per party
-- (invoices/answer-cache.ts), so writes that can change them reach the change log under
-- 'invoice', once per party (an erased party's id is null and logs nothing). An update logs only
-- when it touches a column those answers show or filter on: the overdue-reminder job's counter and
-- timestamps (reminders_sent, last_reminded_at, updated_at) change no answer and log nothing, so
-- the job does not write a log row per reminder. A column added to those answers must be added here.
CREATE TRIGGER `shift_invoices_log_insert` AFTER INSERT ON `shift_invoices`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (SELECT new.`vet_id` AS party UNION ALL SELECT new.`clinic_id`) WHERE party IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_invoices_log_update` AFTER UPDATE OF
  `vet_id`, `clinic_id`, `status`, `number`, `issued_on`, `due_on`, `paid_on`, `total_cents`, `vet_party`, `clinic_party`, `created_at`
  ON `shift_invoices`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (
      SELECT old.`vet_id` AS party UNION SELECT old.`clinic_id` UNION SELECT new.`vet_id` UNION SELECT new.`clinic_id`
    ) WHERE party IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_invoices_log_delete` AFTER DELETE ON `shift_invoices`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (SELECT old.`vet_id` AS party UNION ALL SELECT old.`clinic_id`) WHERE party IS NOT NULL;
END;
--> statement-breakpoint
-- A list row counts its invoice's shift lines.
CREATE TRIGGER `shift_invoice_lines_log_insert` AFTER INSERT ON `shift_invoice_lines`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (
      SELECT vet_id AS party FROM `shift_invoices` WHERE id = new.`invoice_id`
      UNION ALL SELECT clinic_id FROM `shift_invoices` WHERE id = new.`invoice_id`
    ) WHERE party IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_invoice_lines_log_update` AFTER UPDATE OF `invoice_id`, `kind` ON `shift_invoice_lines`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (
      SELECT vet_id AS party FROM `shift_invoices` WHERE id IN (old.`invoice_id`, new.`invoice_id`)
      UNION SELECT clinic_id FROM `shift_invoices` WHERE id IN (old.`invoice_id`, new.`invoice_id`)
    ) WHERE party IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_invoice_lines_log_delete` AFTER DELETE ON `shift_invoice_lines`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'invoice', party FROM (
      SELECT vet_id AS party FROM `shift_invoices` WHERE id = old.`invoice_id`
      UNION ALL SELECT clinic_id FROM `shift_invoices` WHERE id = old.`invoice_id`
    ) WHERE party IS NOT NULL;
END;
