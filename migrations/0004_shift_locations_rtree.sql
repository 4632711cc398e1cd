-- Custom SQL migration file, put your code below! --
-- A 3-D index (SQLite's R*Tree) of open shifts' locations, kept in step with `shifts` by
-- triggers: distance search reads only the box it needs, not a whole latitude band. The third
-- dimension is the shift's day (julian day number), so "not yet past" is part of the box too.
CREATE VIRTUAL TABLE `shift_locations` USING rtree(`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`, `min_day`, `max_day`);
--> statement-breakpoint
INSERT INTO `shift_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`, `min_day`, `max_day`)
  SELECT `id`, `latitude`, `latitude`, `longitude`, `longitude`, julianday(`shift_date`), julianday(`shift_date`) FROM `shifts` WHERE `status` = 'open' AND `latitude` IS NOT NULL AND `longitude` IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `shifts_locations_insert` AFTER INSERT ON `shifts`
  WHEN new.`status` = 'open' AND new.`latitude` IS NOT NULL AND new.`longitude` IS NOT NULL
BEGIN
  INSERT INTO `shift_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`, `min_day`, `max_day`)
    VALUES (new.`id`, new.`latitude`, new.`latitude`, new.`longitude`, new.`longitude`, julianday(new.`shift_date`), julianday(new.`shift_date`));
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_locations_update` AFTER UPDATE OF `status`, `latitude`, `longitude`, `shift_date` ON `shifts`
BEGIN
  DELETE FROM `shift_locations` WHERE `id` = old.`id`;
  INSERT INTO `shift_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`, `min_day`, `max_day`)
    SELECT new.`id`, new.`latitude`, new.`latitude`, new.`longitude`, new.`longitude`, julianday(new.`shift_date`), julianday(new.`shift_date`)
    WHERE new.`status` = 'open' AND new.`latitude` IS NOT NULL AND new.`longitude` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_locations_delete` AFTER DELETE ON `shifts`
BEGIN
  DELETE FROM `shift_locations` WHERE `id` = old.`id`;
END;
