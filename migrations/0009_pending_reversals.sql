CREATE TABLE `pending_reversals` (
	`event_id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`charge_id` text NOT NULL,
	`cause` text NOT NULL,
	`amount_refunded` integer,
	`amount` integer,
	`applied_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pending_reversals_payment_intent_idx` ON `pending_reversals` (`payment_intent_id`);