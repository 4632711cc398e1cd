-- The lists' page order (coalesce(issued_on, '9999-12-31') DESC, id DESC) per party, so a page reads its rows from the index instead of sorting all of the party's.
CREATE INDEX `shift_invoices_vet_list_idx` ON `shift_invoices` (`vet_id`, coalesce(issued_on, '9999-12-31') DESC, id DESC);--> statement-breakpoint
CREATE INDEX `shift_invoices_clinic_list_idx` ON `shift_invoices` (`clinic_id`, coalesce(issued_on, '9999-12-31') DESC, id DESC);
