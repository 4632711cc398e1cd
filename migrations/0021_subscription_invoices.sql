-- The clinic's subscription bills from Stripe get a name that cannot be confused with the vet's
-- invoices for shifts (shift_invoices, next migration).
ALTER TABLE `invoices` RENAME TO `subscription_invoices`;
--> statement-breakpoint
DROP INDEX IF EXISTS `invoices_clinic_idx`;--> statement-breakpoint
CREATE INDEX `subscription_invoices_clinic_idx` ON `subscription_invoices` (`clinic_id`);--> statement-breakpoint
DROP INDEX IF EXISTS `invoices_stripe_invoice_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_invoices_stripe_invoice_id_unique` ON `subscription_invoices` (`stripe_invoice_id`);
