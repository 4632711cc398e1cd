-- Hand-written: writes to applications reach the change log under 'booking', once for the clinic
-- and once for the vet, so the cached booking lists of both (bookings/list-cache.ts) are dropped
-- whichever code path wrote.
CREATE TRIGGER `booking_requests_log_insert` AFTER INSERT ON `booking_requests`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', new.`clinic_id`), ('booking', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `booking_requests_log_update` AFTER UPDATE ON `booking_requests`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', new.`clinic_id`), ('booking', new.`vet_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `booking_requests_log_delete` AFTER DELETE ON `booking_requests`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`) VALUES ('booking', old.`clinic_id`), ('booking', old.`vet_id`);
END;
