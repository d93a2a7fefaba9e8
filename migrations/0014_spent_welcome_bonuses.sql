CREATE TABLE `spent_welcome_bonuses` (
	`address_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
