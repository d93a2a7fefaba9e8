ALTER TABLE `generations` ADD `refund_due` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `generations_refund_due_idx` ON `generations` (`created_at`) WHERE "generations"."refund_due" = 1;--> statement-breakpoint
-- Failed generations from before this column may hide a debit whose answer was lost: let the sweeper check each once.
UPDATE `generations` SET `refund_due` = 1 WHERE `status` = 'failed' AND `refunded` = 0;
