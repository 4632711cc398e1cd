-- Hand-written: a favourite moved from one owner to another (an UPDATE of owner_id) changes both
-- owners' searches, so the update trigger logs the old owner as well as the new one (0023 logged
-- only the new one, leaving the old owner's in-memory favourites stale).
DROP TRIGGER IF EXISTS `favourites_log_update`;
--> statement-breakpoint
CREATE TRIGGER `favourites_log_update` AFTER UPDATE ON `favourites`
BEGIN
  INSERT INTO `change_log` (`kind`, `ref_id`)
    SELECT 'favourite', owner FROM (SELECT old.`owner_id` AS owner UNION SELECT new.`owner_id`);
END;
