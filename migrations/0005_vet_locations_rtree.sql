-- Custom SQL migration file, put your code below! --
-- A 2-D index (SQLite's R*Tree) of located vet profiles, kept in step by triggers, for the
-- clinics' distance search.
CREATE VIRTUAL TABLE `vet_locations` USING rtree(`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`);
--> statement-breakpoint
INSERT INTO `vet_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`)
  SELECT `id`, `latitude`, `latitude`, `longitude`, `longitude` FROM `vet_profiles` WHERE `latitude` IS NOT NULL AND `longitude` IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_locations_insert` AFTER INSERT ON `vet_profiles`
  WHEN new.`latitude` IS NOT NULL AND new.`longitude` IS NOT NULL
BEGIN
  INSERT INTO `vet_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`) VALUES (new.`id`, new.`latitude`, new.`latitude`, new.`longitude`, new.`longitude`);
END;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_locations_update` AFTER UPDATE OF `latitude`, `longitude` ON `vet_profiles`
BEGIN
  DELETE FROM `vet_locations` WHERE `id` = old.`id`;
  INSERT INTO `vet_locations` (`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`)
    SELECT new.`id`, new.`latitude`, new.`latitude`, new.`longitude`, new.`longitude` WHERE new.`latitude` IS NOT NULL AND new.`longitude` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `vet_profiles_locations_delete` AFTER DELETE ON `vet_profiles`
BEGIN
  DELETE FROM `vet_locations` WHERE `id` = old.`id`;
END;
